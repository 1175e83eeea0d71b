import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { updateWhere } from '../../cms/database'
import { placeOrder } from '../../cms/services/orders/place-order'
import { balanceDifferences, mainWarehouse, recordMovements } from '../../cms/services/stock'
import { sweepUnpaidHolds } from '../../cms/services/stock/unpaid-holds'
import { GST_RATES } from '../../seed/data/gst-rates'
import { makeAddress, makeCustomer } from '../helpers/fixtures'
import { databaseUnderTest } from './database-under-test'

let payload: Payload
let cleanup: () => Promise<void>

/** The document whose stock movements fail to be written (a full disk, say), on every database; none when null. */
const failing = vi.hoisted(() => ({ document: null as string | null }))
vi.mock('../../cms/database/stock-writes', async (original) => {
  const writes = await original<typeof import('../../cms/database/stock-writes')>()
  return {
    ...writes,
    appendStockMovements: (...args: Parameters<typeof writes.appendStockMovements>) => {
      if (failing.document && args[1].some((row) => row.document === failing.document)) return Promise.reject(new Error('disk full'))
      return writes.appendStockMovements(...args)
    },
  }
})

beforeAll(async () => {
  // This process's own schedule would sweep too (vitest runs as a long-running process): not within the test.
  process.env.UNPAID_HOLD_SWEEP_MS = String(60 * 60_000)
  ;({ payload, cleanup } = await databaseUnderTest('unpaid-holds'))
  for (const rate of GST_RATES) await payload.create({ collection: 'gst-rates', data: rate, depth: 0 })
})
afterAll(() => cleanup?.())

const PRICE = 42_500

/** `count` online orders of 2 units each of a new stock-tracked code, placed 40 minutes ago and never paid. */
async function unpaidOnlineOrders(count: number): Promise<{ code: string; orderIds: string[] }> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase()
  const category = await payload.create({ collection: 'categories', data: { name: `Sweep ${unique}` } })
  const code = `SWEEP ${unique}`
  const product = await payload.create({
    collection: 'products',
    data: {
      name: `Sweep Product ${unique}`,
      category: category.id,
      _status: 'published',
      tracksStock: true,
      variants: [{ size: '3-0', codes: [{ shortCode: code, originalPrice: 50_000, discountedPrice: PRICE }] }],
    },
  })
  const req = await createLocalReq({}, payload)
  const location = String((await mainWarehouse(req)).id)
  await recordMovements(req, [
    { type: 'receipt', code, lot: `${unique}-A`, expiry: '2031-06', location, quantity: 3 },
    { type: 'receipt', code, lot: `${unique}-B`, expiry: '2032-06', location, quantity: 20 },
  ])
  const customer = await makeCustomer(payload)
  const address = await makeAddress(payload, customer)
  const buyer = { ...customer, collection: 'customers' as const }
  const placedBefore = new Date(Date.now() - 40 * 60_000).toISOString()
  const orderIds: string[] = []
  for (let index = 0; index < count; index++) {
    const cart = await payload.create({
      collection: 'carts',
      data: { customer: customer.id, lines: [{ product: product.id, size: '3-0', code, quantity: 2 }] },
    })
    const buyerReq = await createLocalReq({ user: buyer as never }, payload)
    const placed = await placeOrder(
      buyerReq,
      buyer as never,
      { cartId: String(cart.id), addressId: String(address.id), paymentType: 'COD', orderAmount: (2 * PRICE) / 100 } as never,
    )
    // Placed online 40 minutes ago and never paid (an online order needs Razorpay keys to be placed).
    await updateWhere(
      payload,
      'orders',
      { orderId: { equals: String(placed.orderId) } },
      { paymentType: 'ONLINE', createdAt: placedBefore },
    )
    orderIds.push(String(placed.orderId))
  }
  return { code, orderIds }
}

/** Units released per order of `code`, every release with the reason "payment not completed". */
async function releasedPerOrder(code: string): Promise<Record<string, number>> {
  const releases = await payload.find({
    collection: 'stock-movements',
    where: { and: [{ code: { equals: code } }, { type: { equals: 'release' } }] },
    depth: 0,
    pagination: false,
  })
  const released = new Map<string, number>()
  for (const movement of releases.docs) {
    expect(movement.reason).toBe('payment-not-completed')
    released.set(movement.document!, (released.get(movement.document!) ?? 0) - movement.quantity)
  }
  return Object.fromEntries(released)
}

async function reservedUnits(code: string): Promise<number> {
  const { docs: lots } = await payload.find({ collection: 'stock-lots', where: { code: { equals: code } }, depth: 0 })
  return lots.reduce((sum, lot) => sum + lot.reserved, 0)
}

/**
 * Two sweeps of unpaid online orders at the same moment (services/stock/unpaid-holds.ts): each order's hold lapses
 * once, its units are released once, and every balance agrees with its movements.
 */
describe('two sweeps at once', () => {
  it('release each unpaid order once', async () => {
    const { code, orderIds } = await unpaidOnlineOrders(4)

    // Two sweeps at once, as two server processes whose periods overlap would run them; each takes the order leases
    // and writes through the database, as another process's would.
    const outcomes = await Promise.all([sweepUnpaidHolds(payload), sweepUnpaidHolds(payload)])

    expect(outcomes.flatMap((outcome) => outcome.lapsed).sort()).toEqual([...orderIds].sort())
    expect(await releasedPerOrder(code)).toEqual(Object.fromEntries(orderIds.map((orderId) => [orderId, 2])))
    expect(await reservedUnits(code)).toBe(0)
    expect(await balanceDifferences(payload)).toEqual([])
  }, 400_000)
})

/**
 * A sweep whose release fails half way (a process stopped, a full disk): the order is not marked lapsed with its units
 * still held, the other orders go on, and the next sweep releases it.
 */
describe('a release that fails', () => {
  it('leaves its order for the next sweep, marked and released together', async () => {
    const { code, orderIds } = await unpaidOnlineOrders(2)
    const [failingOrder, other] = orderIds as [string, string]
    failing.document = failingOrder
    try {
      const first = await sweepUnpaidHolds(payload)
      expect(first.lapsed).toEqual([other])
    } finally {
      failing.document = null
    }
    const { docs } = await payload.find({ collection: 'orders', where: { orderId: { equals: failingOrder } }, depth: 0 })
    expect(docs[0]?.stockHold?.lapsedAt ?? null).toBeNull()
    expect(await reservedUnits(code)).toBe(2)

    const second = await sweepUnpaidHolds(payload)
    expect(second.lapsed).toContain(failingOrder)
    expect(await releasedPerOrder(code)).toEqual({ [failingOrder]: 2, [other]: 2 })
    expect(await reservedUnits(code)).toBe(0)
    expect(await balanceDifferences(payload)).toEqual([])
  }, 400_000)
})
