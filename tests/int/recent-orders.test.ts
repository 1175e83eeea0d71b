import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RECENT_ORDERS } from '../../cms/contract'
import type { Product } from '../../cms/payload-types'
import { countRecentOrders } from '../../cms/services/orders/recent-orders'
import { makeCustomer, makeProduct, makeStaff } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>
let customerId: string
let manager: Awaited<ReturnType<typeof makeStaff>>
let bought: Product
let other: Product

const DAY_MS = 24 * 60 * 60 * 1000

type LineOf = { product: Product; unitPrice?: number; quantity?: number }

async function order(lines: LineOf[], paymentType: 'COD' | 'ONLINE' = 'COD') {
  const written = lines.map(({ product, unitPrice = 42_500, quantity = 2 }) => ({
    product: product.id,
    name: product.name,
    size: '3-0',
    code: product.variants![0]!.codes![0]!.shortCode,
    quantity,
    unitPrice,
    lineTotal: unitPrice * quantity,
  }))
  const total = written.reduce((sum, line) => sum + line.lineTotal, 0)
  return payload.create({
    collection: 'orders',
    data: { customer: customerId, subtotal: total, total, paymentType, lines: written } as never,
  })
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('recent-orders'))
  customerId = (await makeCustomer(payload)).id
  manager = await makeStaff(payload, ['order-manager'])
  bought = await makeProduct(payload)
  other = await makeProduct(payload)

  // Counted for `bought`: three orders, one of them naming it on two lines (still one order).
  await order([{ product: bought }])
  await order([{ product: bought }, { product: other }])
  await order([{ product: bought }, { product: bought, quantity: 5 }])
  // Not counted: a cancelled order, a failed online payment, a free replacement.
  const cancelled = await order([{ product: bought }, { product: other }])
  await payload.update({
    collection: 'orders',
    id: cancelled.id,
    data: { status: 'CANCELLED', cancellation: { reason: 'Buyer asked' } } as never,
    overrideAccess: false,
    user: manager,
  })
  const failed = await order([{ product: bought }], 'ONLINE')
  await payload.update({ collection: 'orders', id: failed.id, data: { paymentStatus: 'FAILED' } })
  await order([{ product: bought, unitPrice: 0 }])
})
afterAll(() => cleanup())

describe('recent orders of each product', () => {
  it('counts orders that bought it: not cancelled, not failed, free replacements left out, one per order', async () => {
    const counts = await countRecentOrders(payload)
    expect(counts.get(bought.id)).toBe(3)
    expect(counts.get(other.id)).toBe(1)
  })

  it(`counts only the last ${RECENT_ORDERS.days} days`, async () => {
    const justInside = new Date(Date.now() + (RECENT_ORDERS.days - 1) * DAY_MS)
    expect((await countRecentOrders(payload, justInside)).get(bought.id)).toBe(3)
    const afterTheWindow = new Date(Date.now() + (RECENT_ORDERS.days + 1) * DAY_MS)
    expect((await countRecentOrders(payload, afterTheWindow)).size).toBe(0)
  })
})
