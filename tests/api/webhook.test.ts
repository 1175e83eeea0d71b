import { createHmac, randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { call, post } from '../helpers/api'
import {
  catalogue,
  checkoutSignature,
  type Customer,
  deliverWebhook,
  type Line,
  newCustomer,
  onlineOrderWithPayment,
  paymentEvent,
  storedOrder,
} from '../helpers/orders'

describe('POST /api/shop/payment/webhook', () => {
  let buyer: Customer
  let lines: Line[]

  beforeAll(async () => {
    const [customer, items] = await Promise.all([newCustomer('Webhook'), catalogue()])
    buyer = customer
    lines = [{ item: items[0], quantity: 2 }]
  })

  it.each([['payment.captured'], ['order.paid']])('%s marks the order paid without the browser calling verify', async (event) => {
    const { orderId, razorpayOrderId, amount } = await onlineOrderWithPayment(buyer, lines)
    const reply = await deliverWebhook(paymentEvent(event, razorpayOrderId, 'pay_hook0001', amount), { eventId: randomUUID() })
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { message: 'Order marked paid' } })
    expect(await storedOrder(orderId)).toMatchObject({ paymentStatus: 'PAID', razorpay: { paymentId: 'pay_hook0001' } })
  })

  it('refuses a bad or missing signature and changes nothing', async () => {
    const { orderId, razorpayOrderId, amount } = await onlineOrderWithPayment(buyer, lines)
    const event = paymentEvent('payment.captured', razorpayOrderId, 'pay_bad00001', amount)
    const wrongSecret = await deliverWebhook(event, { eventId: randomUUID(), secret: 'not-the-webhook-secret' })
    expect(wrongSecret.status).toBe(400)
    expect(wrongSecret.body.message).toBe('Invalid webhook signature')
    // The key secret is not the webhook secret.
    expect((await deliverWebhook(event, { eventId: randomUUID(), secret: 'test_razorpay_key_secret' })).status).toBe(400)
    expect((await deliverWebhook(event, { eventId: randomUUID(), signature: 'abc' })).status).toBe(400)
    const unsigned = await call('POST', '/payment/webhook', { body: event })
    expect(unsigned.status).toBe(400)
    expect((await storedOrder(orderId)).paymentStatus).toBe('PENDING')
  })

  it('checks the signature over the exact raw body', async () => {
    const { orderId, razorpayOrderId, amount } = await onlineOrderWithPayment(buyer, lines)
    const event = paymentEvent('payment.captured', razorpayOrderId, 'pay_raw00001', amount)
    const signed = JSON.stringify(event)
    const signature = createHmac('sha256', 'test_razorpay_webhook_secret').update(signed).digest('hex')
    const reformatted = await call('POST', '/payment/webhook', {
      raw: JSON.stringify(event, null, 2),
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature },
    })
    expect(reformatted.status).toBe(400)
    expect((await storedOrder(orderId)).paymentStatus).toBe('PENDING')
  })

  it('ignores a redelivered event id', async () => {
    const { orderId, razorpayOrderId, amount } = await onlineOrderWithPayment(buyer, lines)
    const eventId = randomUUID()
    const failed = paymentEvent('payment.failed', razorpayOrderId, 'pay_dup00001', amount)
    expect((await deliverWebhook(failed, { eventId })).body.message).toBe('Payment failure recorded')
    expect((await storedOrder(orderId)).paymentStatus).toBe('FAILED')

    // The buyer then closes checkout; a redelivery of the old failure must not be applied again.
    expect((await post('/payment/cancelled', { orderId }, buyer.token, buyer.ip)).status).toBe(200)
    const before = await storedOrder(orderId)
    expect(before.paymentStatus).toBe('CANCELLED')
    const redelivered = await deliverWebhook(failed, { eventId })
    expect({ status: redelivered.status, body: redelivered.body }).toEqual({ status: 200, body: { message: 'Duplicate event ignored' } })
    const after = await storedOrder(orderId)
    expect(after.paymentStatus).toBe('CANCELLED')
    expect(after.updatedAt).toBe(before.updatedAt)

    // A verify afterwards still pays it.
    const paid = await post('/payment/verify', {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: 'pay_dup00002',
      razorpay_signature: checkoutSignature(razorpayOrderId, 'pay_dup00002'),
      orderId,
    })
    expect(paid.status).toBe(200)
    expect((await storedOrder(orderId)).paymentStatus).toBe('PAID')
  })

  it('never takes a paid order back: a late payment.failed changes nothing', async () => {
    const { orderId, razorpayOrderId, amount } = await onlineOrderWithPayment(buyer, lines)
    const captured = await deliverWebhook(paymentEvent('payment.captured', razorpayOrderId, 'pay_ooo00002', amount), {
      eventId: randomUUID(),
    })
    expect(captured.body.message).toBe('Order marked paid')
    const paid = await storedOrder(orderId)
    const late = await deliverWebhook(paymentEvent('payment.failed', razorpayOrderId, 'pay_ooo00001', amount), { eventId: randomUUID() })
    expect({ status: late.status, body: late.body }).toEqual({ status: 200, body: { message: 'Order already paid' } })
    const orderPaid = await deliverWebhook(paymentEvent('order.paid', razorpayOrderId, 'pay_ooo00002', amount), { eventId: randomUUID() })
    expect(orderPaid.body.message).toBe('Order already paid')
    const after = await storedOrder(orderId)
    expect(after).toMatchObject({ paymentStatus: 'PAID', paidAt: paid.paidAt, razorpay: { paymentId: 'pay_ooo00002' } })
  })

  it('acknowledges events for unknown orders and events it does not handle', async () => {
    const unknown = await deliverWebhook(paymentEvent('payment.captured', 'order_unknown000', 'pay_x', 10_000), { eventId: randomUUID() })
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 200, body: { message: 'No order for this event' } })
    const other = await deliverWebhook({ event: 'refund.created', payload: {} }, { eventId: randomUUID() })
    expect({ status: other.status, body: other.body }).toEqual({ status: 200, body: { message: 'Event ignored' } })
  })

  it('refuses a signed body that is not a Razorpay event, and a body over 1 MB', async () => {
    expect((await deliverWebhook({ hello: 'world' }, { eventId: randomUUID() })).status).toBe(400)
    const huge = await call('POST', '/payment/webhook', {
      raw: JSON.stringify({ event: 'payment.captured', padding: 'x'.repeat(1024 * 1024) }),
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': '0'.repeat(64) },
    })
    expect(huge.status).toBe(413)
  })
})
