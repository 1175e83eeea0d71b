import { createLocalReq, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { balanceDifferences, mainWarehouse, recordMovements } from '../../cms/services/stock'
import { GST_RATES } from '../../seed/data/gst-rates'
import { makeAddress, makeCustomer } from '../helpers/fixtures'
import { databaseUnderTest } from './database-under-test'
import { endRacers, startRacer, type Racer } from './racer'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await databaseUnderTest('reservations'))
  // Once for the file: a test run again (CI retries a failed test once) finds them there.
  for (const rate of GST_RATES) await payload.create({ collection: 'gst-rates', data: rate, depth: 0 })
})
// A test that failed or timed out leaves no racer behind (nor for its second run in CI).
afterEach(() => endRacers())
afterAll(() => cleanup?.())

const PRICE = 42_500

/**
 * Orders placed at once in two processes for a code's last units (docs/decisions, stock reservations): each order's
 * reservation is one conditional write per lot decided by the database, so exactly as many orders as there are units
 * go through, the others are refused with 409, and no balance goes below zero.
 */
describe('orders racing for the last units', () => {
  it('places exactly 7 of 20 orders of 1 against 7 units, across two processes; 13 get 409', async () => {
    const req = await createLocalReq({}, payload)
    const category = await payload.create({ collection: 'categories', data: { name: `Race ${Date.now()}` } })
    const code = `RACE ${Date.now().toString(36).toUpperCase()}`
    const product = await payload.create({
      collection: 'products',
      data: {
        name: `Race Product ${Date.now()}`,
        category: category.id,
        _status: 'published',
        tracksStock: true,
        variants: [{ size: '3-0', codes: [{ shortCode: code, originalPrice: 50_000, discountedPrice: PRICE }] }],
      },
    })
    const location = String((await mainWarehouse(req)).id)
    await recordMovements(req, [
      { type: 'receipt', code, lot: 'LAST-FOUR', expiry: '2031-06', location, quantity: 4 },
      { type: 'receipt', code, lot: 'LAST-THREE', expiry: '2032-06', location, quantity: 3 },
    ])
    const customer = await makeCustomer(payload)
    const address = await makeAddress(payload, customer)
    const carts = await Promise.all(
      Array.from({ length: 20 }, () =>
        payload.create({
          collection: 'carts',
          data: { customer: customer.id, lines: [{ product: product.id, size: '3-0', code, quantity: 1 }] },
        }),
      ),
    )
    const args = [String(customer.id), String(address.id), String(PRICE / 100)]
    // Started one after the other: two processes opening the database at once would race to prepare it.
    const racers: Racer<{ placed: number; refused: number }>[] = []
    for (const own of [carts.slice(0, 10), carts.slice(10)]) {
      racers.push(await startRacer('order-racer', [...args, ...own.map((cart) => String(cart.id))]))
    }
    const started = performance.now()
    for (const racer of racers) racer.go()
    const outcomes = await Promise.all(racers.map((racer) => racer.outcome))
    console.log(`20 orders in two processes: ${Math.round(performance.now() - started)} ms`)

    expect(outcomes.reduce((sum, outcome) => sum + outcome.placed, 0)).toBe(7)
    expect(outcomes.reduce((sum, outcome) => sum + outcome.refused, 0)).toBe(13)
    expect((await payload.count({ collection: 'orders', where: { customer: { equals: customer.id } } })).totalDocs).toBe(7)
    const { docs } = await payload.find({ collection: 'stock-lots', where: { code: { equals: code } }, depth: 0, sort: 'lot' })
    const total = docs.reduce(
      (sum, lot) => ({ onHand: sum.onHand + lot.onHand, reserved: sum.reserved + lot.reserved, available: sum.available + lot.available }),
      { onHand: 0, reserved: 0, available: 0 },
    )
    expect(total).toEqual({ onHand: 7, reserved: 7, available: 0 })
    for (const lot of docs) expect(lot.available).toBeGreaterThanOrEqual(0)
    const open = await payload.count({
      collection: 'carts',
      where: { and: [{ customer: { equals: customer.id } }, { status: { equals: 'open' } }] },
    })
    expect(open.totalDocs).toBe(13)
    expect(await balanceDifferences(payload)).toEqual([])
  }, 300_000)
})
