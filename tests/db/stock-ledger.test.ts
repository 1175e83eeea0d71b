import { createLocalReq, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { appendStockMovements, changeLots, readLotsWithUnits } from '../../cms/database'
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

/** Movements are appended with ids the boundary makes (`appendStockMovements`) and never read back: what the ledger answers is what was stored. */
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

/**
 * The ledger's writes have two implementations in the boundary (cms/database/stock-writes.ts): plain statements on
 * SQLite's tables, and Payload's database API (MongoDB's). The same writes through each leave the same balances and
 * movements, and answer the same.
 */
describe('the stock ledger’s writes, on the tables and through Payload’s database API', () => {
  it('change balances in a batch, refuse what would go below zero or names another expiry, append and read alike', async () => {
    const req = await createLocalReq({}, payload)
    const location = String((await mainWarehouse(req)).id)
    const run = async (how: { generic?: boolean }, code: string) => {
      const key = { code, lot: 'PARITY-A', expiry: '2031-04', location }
      const other = { ...key, lot: 'PARITY-B' }
      await recordMovements(req, [
        { type: 'receipt', ...key, quantity: 5 },
        { type: 'receipt', ...other, quantity: 2 },
      ])
      const reserve = (quantity: number) => ({ onHand: 0, reserved: quantity, available: -quantity })
      // A batch: a lot with enough, a lot with too few, a lot never kept; then a lot with too few left and a lot named
      // with another expiry than it is kept with.
      const [reserved, tooMany, unknown] = await changeLots(
        req,
        [
          { key, change: reserve(3) },
          { key: other, change: reserve(3) },
          { key: { ...key, lot: 'PARITY-D' }, change: reserve(1) },
        ],
        how,
      )
      const [again, otherExpiry] = await changeLots(
        req,
        [
          { key, change: reserve(3) },
          { key: { ...other, expiry: '2031-05' }, change: reserve(1) },
        ],
        how,
      )
      const at = '2026-11-30T10:00:00.000Z'
      const row = { type: 'reservation', reason: null, code, lot: 'PARITY-A', expiry: '2031-04', location, quantity: 3 }
      const movement = { ...row, actor: 'parity', by: null, document: 'PARITY-1', reverses: null, createdAt: at, updatedAt: at }
      const ids = await appendStockMovements(req, [movement, { ...movement, document: 'PARITY-2' }], how)
      const stored = await Promise.all(ids.map((id) => payload.findByID({ collection: 'stock-movements', id, depth: 0 })))
      const lots = (await readLotsWithUnits(req, [code, 'NO SUCH CODE'], location, how)).sort((a, b) => a.lot.localeCompare(b.lot))
      const { docs } = await payload.find({ collection: 'stock-lots', where: { code: { equals: code } }, depth: 0, sort: 'lot' })
      const named = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll(code, 'CODE'))
      return named({
        reserved: reserved && { ...reserved, id: typeof reserved.id },
        tooMany,
        otherExpiry,
        unknown,
        again,
        ids: ids.length,
        stored: stored.map(({ id: _id, location: storedAt, ...kept }) => ({ ...kept, location: String(storedAt) })),
        lots,
        balances: docs.map(({ onHand, reserved: held, available, expiry }) => ({ onHand, reserved: held, available, expiry })),
      })
    }
    const onTables = await run({}, 'PARITY TABLES')
    const throughPayload = await run({ generic: true }, 'PARITY PAYLOAD')
    expect(onTables).toEqual(throughPayload)
    expect(onTables).toMatchObject({
      reserved: { code: 'CODE', lot: 'PARITY-A', onHand: 5, reserved: 3, available: 2, sellable: true, manufactured: null, location },
      tooMany: null,
      otherExpiry: null,
      unknown: null,
      again: null,
      ids: 2,
      balances: expect.arrayContaining([
        { onHand: 5, reserved: 3, available: 2, expiry: '2031-04' },
        { onHand: 2, reserved: 0, available: 2, expiry: '2031-04' },
      ]),
    })
    expect(onTables.stored[1]).toMatchObject({
      type: 'reservation',
      quantity: 3,
      document: 'PARITY-2',
      actor: 'parity',
      createdAt: '2026-11-30T10:00:00.000Z',
    })
  })
})
