import { createLocalReq, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { balanceDifferences, mainWarehouse, recordMovements } from '../../cms/services/stock'
import { databaseUnderTest } from './database-under-test'
import { endRacers, startRacer, type Racer } from './racer'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await databaseUnderTest('stock'))
})
// A test that failed or timed out leaves no racer behind (nor for its second run in CI).
afterEach(() => endRacers())
afterAll(() => cleanup?.())

/**
 * What the database boundary promises the stock ledger (cms/services/stock, `incrementWhere` and
 * `inOneShortTransaction`), on every database: a decrement is one conditional write the database decides, so processes
 * taking the last units at once never take more than there are, and the balance never goes below zero.
 */
describe('the stock ledger’s conditional decrement', () => {
  it('lets exactly 7 of 20 reservations of 1 through against 7 units, across two processes', async () => {
    const req = await createLocalReq({}, payload)
    const location = String((await mainWarehouse(req)).id)
    const lot = { code: 'RACE 1', lot: 'LAST-SEVEN', expiry: '2030-06', location }
    await recordMovements(req, [{ type: 'receipt', ...lot, quantity: 7 }])

    // Started one after the other: two processes opening the database at once would race to prepare it.
    const racers: Racer<{ reserved: number }>[] = []
    for (const _ of [0, 1]) racers.push(await startRacer('stock-racer', [lot.code, lot.lot, lot.expiry, location, '10']))
    for (const racer of racers) racer.go()
    const reserved = (await Promise.all(racers.map((racer) => racer.outcome))).reduce((sum, outcome) => sum + outcome.reserved, 0)

    expect(reserved).toBe(7)
    const { docs } = await payload.find({ collection: 'stock-lots', where: { lot: { equals: lot.lot } }, depth: 0 })
    expect(docs.map(({ onHand, reserved, available }) => ({ onHand, reserved, available }))).toEqual([
      { onHand: 7, reserved: 7, available: 0 },
    ])
    const movements = await payload.count({ collection: 'stock-movements', where: { type: { equals: 'reservation' } } })
    expect(movements.totalDocs).toBe(7)
    expect(await balanceDifferences(payload)).toEqual([])
  }, 900_000)
})

/** Movements are appended with an id the shop makes (`appendDocument`) and never read back: what the ledger answers is what was stored. */
describe('the stock ledger’s appended movements', () => {
  it('stores each movement under the id it answers, with the fields it answers', async () => {
    const req = await createLocalReq({}, payload)
    const location = String((await mainWarehouse(req)).id)
    const lot = { code: 'APPEND 1', expiry: '2031-02', location }
    const recorded = await recordMovements(req, [
      { type: 'receipt', ...lot, lot: 'APPEND-A', quantity: 5, document: 'GRN-APPEND' },
      { type: 'receipt', ...lot, lot: 'APPEND-B', quantity: 3, document: 'GRN-APPEND' },
    ])

    expect(new Set(recorded.map(({ movement }) => movement.id)).size).toBe(2)
    for (const { movement, balance } of recorded) {
      const stored = await payload.findByID({ collection: 'stock-movements', id: movement.id, depth: 0 })
      const { updatedAt: _answered, ...answered } = movement
      const { updatedAt: _stored, ...kept } = stored
      expect({ ...kept, location: String(kept.location) }).toEqual({ ...answered, location: String(answered.location) })
      expect(balance).toMatchObject({ lot: movement.lot, onHand: movement.quantity, available: movement.quantity })
    }
  })
})
