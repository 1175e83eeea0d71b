import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, inject, it, vi } from 'vitest'

import { MSG } from '../../cms/contract/messages'
import { shopDay } from '../../cms/lib/shop-time'
import { get, post, rest } from '../helpers/api'
import { writeDatabaseFile } from '../helpers/database-file'
import { runProjectScript } from '../helpers/project-script'
import {
  checkoutSignature,
  deliverWebhook,
  myOrders,
  newCustomer,
  newOrder,
  onlineOrderWithPayment,
  paymentEvent,
  storedOrder,
  type Customer,
  type Purchasable,
} from '../helpers/orders'

/**
 * An ONLINE order not paid within the site's minutes (30 by default) gives its reserved stock back; the order stays,
 * marked. A payment that comes later reserves again; what is gone by then is noted for staff, and the payment kept.
 * The suite's server sweeps every second (tests/api/global-setup.ts); orders are aged in its database.
 */
const unique = `${Date.now().toString(36).toUpperCase()}${randomInt(100, 999)}`
const CODE = { held: `UH${unique}H`, scarce: `UH${unique}S` }
const PRICE = 30_000
const thisMonth = shopDay(new Date()).slice(0, 7)
const inTwoYears = `${Number(thisMonth.slice(0, 4)) + 2}${thisMonth.slice(4)}`

let buyer: Customer
const item: Record<keyof typeof CODE, Purchasable> = {} as never

/** Ages orders as if placed `minutes` ago: the server's clock cannot be moved. */
async function placedMinutesAgo(orderIds: string[], minutes: number) {
  const at = new Date(Date.now() - minutes * 60_000).toISOString()
  const changed = await writeDatabaseFile(
    orderIds.map((orderId) => ({ sql: 'UPDATE orders SET created_at = ? WHERE order_id = ?', args: [at, orderId] })),
  )
  expect(changed).toEqual(orderIds.map(() => 1))
}

/** Every lot of a code summed: reserved and available. */
async function stockOf(code: string): Promise<{ reserved: number; available: number }> {
  const reply = await rest('GET', `/stock-lots?depth=0&limit=100&where[code][equals]=${encodeURIComponent(code)}`)
  expect(reply.status, reply.text).toBe(200)
  return reply.body.docs.reduce(
    (sum: { reserved: number; available: number }, lot: { reserved: number; available: number }) => ({
      reserved: sum.reserved + lot.reserved,
      available: sum.available + lot.available,
    }),
    { reserved: 0, available: 0 },
  )
}

async function movementsOf(orderId: string, type: 'reservation' | 'release') {
  const reply = await rest(
    'GET',
    `/stock-movements?depth=0&limit=100&sort=createdAt&where[document][equals]=${orderId}&where[type][equals]=${type}`,
  )
  expect(reply.status, reply.text).toBe(200)
  return reply.body.docs as { code: string; quantity: number; reason: string | null; actor: string }[]
}

/** Waits for the server's sweep to let the order's hold lapse. */
function lapsed(orderId: string) {
  return vi.waitFor(
    async () => {
      const order = await storedOrder(orderId)
      if (!order.stockHold?.lapsedAt) throw new Error(`${orderId} still holds its stock`)
      return order
    },
    { timeout: 20_000, interval: 250 },
  )
}

async function availabilityOf(code: string) {
  const reply = await post('/product/codes', { codes: [code] })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.data[0].availability
}

async function verify(customer: Customer, orderId: string, razorpayOrderId: string, paymentId: string) {
  const reply = await post(
    '/payment/verify',
    {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(razorpayOrderId, paymentId),
      orderId,
    },
    customer.token,
    customer.ip,
  )
  expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { message: MSG.payment.verified } })
}

beforeAll(async () => {
  const categories = await get('/category')
  const created = await rest('POST', '/products', {
    name: `Unpaid Hold Probe ${unique}`,
    category: categories.body.data[0]._id,
    _status: 'published',
    tracksStock: true,
    variants: [
      { size: 'General', codes: Object.values(CODE).map((shortCode) => ({ shortCode, originalPrice: 50_000, discountedPrice: PRICE })) },
    ],
  })
  expect(created.status, created.text).toBe(201)
  for (const [key, code] of Object.entries(CODE) as [keyof typeof CODE, string][]) {
    item[key] = { product: created.body.doc.id, name: code, size: 'General', code, price: PRICE }
  }
  const receipt = await rest('POST', '/staff/stock/receipts', {
    lines: [
      { code: CODE.held, lot: `UH-H-${unique}`, expiry: inTwoYears, quantity: 50 },
      { code: CODE.scarce, lot: `UH-S-${unique}`, expiry: inTwoYears, quantity: 3 },
    ],
  })
  expect(receipt.status, receipt.text).toBe(201)
  buyer = await newCustomer('Slow Payer')
})

describe('unpaid online orders give their stock back', () => {
  let abandoned: { orderId: string; razorpayOrderId: string }

  it('releases an unpaid online order older than the setting; a paid one and a COD one keep theirs', async () => {
    abandoned = await onlineOrderWithPayment(buyer, [{ item: item.held, quantity: 4 }])
    const paid = await onlineOrderWithPayment(buyer, [{ item: item.held, quantity: 2 }])
    await verify(buyer, paid.orderId, paid.razorpayOrderId, `pay_${unique}P`)
    const cod = await newOrder(buyer, [{ item: item.held, quantity: 3 }])
    const recent = await newOrder(buyer, [{ item: item.held, quantity: 1 }], { paymentType: 'ONLINE' })
    expect(await stockOf(CODE.held)).toEqual({ reserved: 10, available: 40 })

    await placedMinutesAgo([abandoned.orderId, paid.orderId, cod.orderId], 31)
    await placedMinutesAgo([recent.orderId], 20)
    const order = await lapsed(abandoned.orderId)
    expect(order).toMatchObject({ status: 'ORDERED', paymentStatus: 'PENDING' })

    expect(await stockOf(CODE.held)).toEqual({ reserved: 6, available: 44 })
    expect(await availabilityOf(CODE.held)).toEqual({ status: 'IN_STOCK', quantity: 44 })
    const releases = await movementsOf(abandoned.orderId, 'release')
    expect(releases).toEqual([expect.objectContaining({ code: CODE.held, quantity: -4, reason: 'payment-not-completed', actor: 'system' })])
    for (const kept of [paid.orderId, cod.orderId, recent.orderId]) {
      expect(await movementsOf(kept, 'release')).toEqual([])
      expect((await storedOrder(kept)).stockHold?.lapsedAt ?? null).toBeNull()
    }
    const audit = await rest('GET', `/audit-entries?depth=0&where[documentLabel][equals]=${abandoned.orderId}&where[source][equals]=orders`)
    expect(audit.body.docs.map((entry: { summary: string }) => entry.summary)).toContainEqual(
      `Order ${abandoned.orderId}: payment not completed within 30 minutes; 4 reserved units released`,
    )
    const seen = (await myOrders(buyer)).find((mine) => mine.orderId === abandoned.orderId)
    expect(seen?.stockHoldLapsedAt).toBe(order.stockHold.lapsedAt)
  })

  it('reserves again when the lapsed order is paid later', async () => {
    await verify(buyer, abandoned.orderId, abandoned.razorpayOrderId, `pay_${unique}L`)
    const order = await storedOrder(abandoned.orderId)
    expect(order).toMatchObject({ paymentStatus: 'PAID', stockHold: { note: 'Paid after its hold lapsed; its stock is reserved again.' } })
    expect(order.stockHold.reheldAt).toEqual(expect.any(String))
    expect(await stockOf(CODE.held)).toEqual({ reserved: 10, available: 40 })
    expect((await movementsOf(abandoned.orderId, 'reservation')).map((movement) => movement.quantity)).toEqual([4, 4])
    const seen = (await myOrders(buyer)).find((mine) => mine.orderId === abandoned.orderId)
    expect(seen?.stockHoldLapsedAt).toBeNull()
  })

  it('records a late payment whose stock is gone, reserves what is left and flags the order for staff', async () => {
    const late = await onlineOrderWithPayment(buyer, [{ item: item.scarce, quantity: 3 }])
    await placedMinutesAgo([late.orderId], 45)
    await lapsed(late.orderId)
    expect(await stockOf(CODE.scarce)).toEqual({ reserved: 0, available: 3 })
    const other = await newCustomer('Quick Payer')
    await newOrder(other, [{ item: item.scarce, quantity: 2 }])

    const reply = await deliverWebhook(paymentEvent('payment.captured', late.razorpayOrderId, `pay_${unique}S`, PRICE * 3), {
      eventId: `evt_${unique}S`,
    })
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { message: 'Order marked paid' } })
    const note = `Paid after its hold lapsed; 2 of ${CODE.scarce} short.`
    expect(await storedOrder(late.orderId)).toMatchObject({ paymentStatus: 'PAID', status: 'ORDERED', stockHold: { note } })
    expect(await stockOf(CODE.scarce)).toEqual({ reserved: 3, available: 0 })
    expect((await movementsOf(late.orderId, 'reservation')).map((movement) => movement.quantity)).toEqual([3, 1])
    const audit = await rest('GET', `/audit-entries?depth=0&where[documentLabel][equals]=${late.orderId}&where[source][equals]=orders`)
    expect(audit.body.docs.map((entry: { summary: string }) => entry.summary)).toContainEqual(`Order ${late.orderId}: ${note}`)
  })
})

it('leaves every balance agreeing with its movements (npm run stock:check)', async () => {
  const run = await runProjectScript('scripts/stock-check.ts', {
    env: { ...process.env, DATABASE_URI: `file:${inject('databaseFile')}`, PAYLOAD_SECRET: 'stock-check-reads-only' },
  })
  expect(run.status, run.output).toBe(0)
  expect(run.output).toContain('every balance agrees with its movements')
}, 600_000)
