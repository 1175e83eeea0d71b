import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Order } from '../../cms/payload-types'
import { startFakeRazorpay } from '../fakes/razorpay'
import { makeCustomer, makeStaff } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'
import { TEST_KEYS } from '../helpers/test-keys'

let payload: Payload
let cleanup: () => Promise<void>
let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>
let manager: Awaited<ReturnType<typeof makeStaff>>
let customerId: string

const as = () => ({ overrideAccess: false, user: manager }) as const

async function newOrder(data: Partial<Order> = {}): Promise<Order> {
  return payload.create({
    collection: 'orders',
    data: { customer: customerId, subtotal: 235_000, total: 235_000, paymentType: 'COD', lines: [], ...data } as never,
  })
}

function move(order: Order, data: Record<string, unknown>) {
  return payload.update({ collection: 'orders', id: order.id, data, ...as() })
}

beforeAll(async () => {
  razorpay = await startFakeRazorpay(TEST_KEYS.razorpayKeyId, TEST_KEYS.razorpayKeySecret)
  process.env.RAZORPAY_KEY_ID = TEST_KEYS.razorpayKeyId
  process.env.RAZORPAY_KEY_SECRET = TEST_KEYS.razorpayKeySecret
  process.env.RAZORPAY_BASE_URL = razorpay.url
  ;({ payload, cleanup } = await freshPayload('order-fulfilment'))
  manager = await makeStaff(payload, ['order-manager'])
  customerId = (await makeCustomer(payload)).id
  await payload.create({
    collection: 'couriers',
    data: { name: 'Blue Courier', trackingUrlPattern: 'https://courier.example/track?awb={trackingNumber}' },
  })
})
afterAll(async () => {
  await cleanup()
  await razorpay.close()
})

describe('shipping', () => {
  it('needs the courier and the tracking number, naming each missing field', async () => {
    const order = await newOrder()
    await expect(move(order, { status: 'SHIPPED' })).rejects.toMatchObject({
      status: 400,
      data: {
        errors: [
          { path: 'shipment.courier', message: 'The courier is required to ship an order' },
          { path: 'shipment.trackingNumber', message: 'The tracking number is required to ship an order' },
        ],
      },
    })
    const unchanged = await payload.findByID({ collection: 'orders', id: order.id })
    expect(unchanged.status).toBe('ORDERED')
    expect(unchanged.statusHistory).toHaveLength(1)
  })

  it("fills the tracking link from the courier's pattern and records who shipped", async () => {
    const order = await newOrder()
    const shipped = await move(order, { status: 'SHIPPED', shipment: { courier: 'blue courier', trackingNumber: ' AB 12 ' } })
    expect(shipped.shipment).toEqual({
      courier: 'blue courier',
      trackingNumber: 'AB 12',
      trackingUrl: 'https://courier.example/track?awb=AB%2012',
      lots: [],
      // Below the e-way bill threshold: no Part B asked, none stored.
      partB: { mode: null, transporterId: null, vehicleNumber: null, documentNumber: null, documentDate: null, distanceKm: null },
    })
    expect(shipped.statusHistory!.at(-1)).toMatchObject({ status: 'SHIPPED', by: `staff: ${manager.name}` })
  })

  it('keeps a tracking link given by staff, and lets the shipment be corrected only while SHIPPED', async () => {
    const order = await newOrder()
    const trackingUrl = 'https://other.example/p/XY9'
    await move(order, { status: 'SHIPPED', shipment: { courier: 'Other', trackingNumber: 'XY9', trackingUrl } })
    const corrected = await move(order, { shipment: { trackingNumber: 'XY10' } })
    expect(corrected.shipment).toMatchObject({ courier: 'Other', trackingNumber: 'XY10', trackingUrl })
    const delivered = await move(order, { status: 'DELIVERED', shipment: { courier: 'Changed' } })
    expect(delivered.shipment?.courier).toBe('Other')
  })

  it('refuses a tracking link that is not a web address', async () => {
    const order = await newOrder()
    await expect(
      move(order, { status: 'SHIPPED', shipment: { courier: 'Other', trackingNumber: 'X', trackingUrl: 'javascript:alert(1)' } }),
    ).rejects.toMatchObject({ status: 400, data: { errors: [{ path: 'shipment.trackingUrl' }] } })
  })
})

describe('delivery', () => {
  it('records the cash of a COD order as received', async () => {
    const order = await newOrder()
    await move(order, { status: 'SHIPPED', shipment: { courier: 'Blue Courier', trackingNumber: 'C1' } })
    const delivered = await move(order, { status: 'DELIVERED' })
    expect(delivered.paymentStatus).toBe('PAID')
    expect(Date.now() - new Date(delivered.paidAt!).getTime()).toBeLessThan(60_000)
  })

  it('leaves an unpaid online order unpaid', async () => {
    const order = await newOrder({ paymentType: 'ONLINE' })
    await move(order, { status: 'SHIPPED', shipment: { courier: 'Blue Courier', trackingNumber: 'O1' } })
    expect((await move(order, { status: 'DELIVERED' })).paymentStatus).toBe('PENDING')
  })
})

describe('cancelling', () => {
  it('needs a reason', async () => {
    const order = await newOrder()
    await expect(move(order, { status: 'CANCELLED' })).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'cancellation.reason', message: 'The reason is required to cancel an order' }] },
    })
  })

  it('refunds a paid online order in full through Razorpay', async () => {
    const order = await newOrder({ paymentType: 'ONLINE', paymentStatus: 'PAID', razorpay: { orderId: 'order_1', paymentId: 'pay_A1' } })
    const cancelled = await move(order, { status: 'CANCELLED', cancellation: { reason: 'Out of stock' } })
    const refund = razorpay.refunds.find((entry) => entry.payment_id === 'pay_A1')
    expect(refund).toMatchObject({ amount: 235_000, notes: { orderId: order.orderId } })
    expect(cancelled.cancellation).toEqual({ reason: 'Out of stock' })
    expect(cancelled.refund).toMatchObject({ amount: 235_000, method: 'RAZORPAY', reference: refund!.id })
    expect(cancelled.paymentStatus).toBe('PAID')
  })

  it('records a manual refund when the order has no Razorpay payment', async () => {
    const order = await newOrder({ paymentType: 'ONLINE', paymentStatus: 'PAID' })
    const cancelled = await move(order, { status: 'CANCELLED', cancellation: { reason: 'Duplicate' }, refund: { reference: 'UTR42' } })
    expect(cancelled.refund).toMatchObject({ amount: 235_000, method: 'MANUAL', reference: 'UTR42' })
  })

  it('keeps the order as it was when Razorpay refuses the refund', async () => {
    const order = await newOrder({ paymentType: 'ONLINE', paymentStatus: 'PAID', razorpay: { paymentId: 'pay_unrefundable1' } })
    await expect(move(order, { status: 'CANCELLED', cancellation: { reason: 'Late' } })).rejects.toMatchObject({ status: 502 })
    const unchanged = await payload.findByID({ collection: 'orders', id: order.id })
    expect(unchanged.status).toBe('ORDERED')
    expect(unchanged.refund?.reference ?? null).toBeNull()
  })

  it('records no refund for an unpaid order, and refund details never change afterwards', async () => {
    const order = await newOrder()
    const cancelled = await move(order, { status: 'CANCELLED', cancellation: { reason: 'Buyer asked' }, refund: { reference: 'X' } })
    expect(cancelled.refund?.at ?? null).toBeNull()
    const again = await move(order, { refund: { amount: 1, reference: 'forged' }, cancellation: { reason: 'changed' } })
    expect(again.refund?.reference ?? null).toBeNull()
    expect(again.cancellation?.reason).toBe('Buyer asked')
  })
})

describe('search text', () => {
  it("holds the order id and the buyer's email and phone, in lower case", async () => {
    const order = await newOrder({ lines: [{ name: 'Suture', code: 'NW 2345', quantity: 1, unitPrice: 1, lineTotal: 1 }] } as never)
    const customer = await payload.findByID({ collection: 'customers', id: customerId })
    const stored = await payload.findByID({ collection: 'orders', id: order.id })
    for (const word of [order.orderId!.toLowerCase(), customer.email, customer.phoneNumber, 'nw 2345']) {
      expect(stored.searchText).toContain(word)
    }
    const found = await payload.find({ collection: 'orders', where: { searchText: { like: customer.phoneNumber } }, ...as() })
    expect(found.docs.map((doc) => doc.id)).toContain(order.id)
  })
})
