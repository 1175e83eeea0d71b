import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MSG } from '../../cms/contract/messages'
import { paymentOrderResponseSchema } from '../../cms/contract/orders'
import { post } from '../helpers/api'
import {
  catalogue,
  checkoutSignature,
  type Customer,
  type Line,
  moveOrder,
  myOrders,
  newCustomer,
  newOrder,
  onlineOrderWithPayment,
  type Purchasable,
  razorpayOrders,
  storedOrder,
  subtotalOf,
} from '../helpers/orders'
import { startStack, type Stack } from '../helpers/stack'
import { TEST_KEYS } from '../helpers/test-keys'

describe('payments (real razorpay SDK against the local fake API)', () => {
  let buyer: Customer
  let other: Customer
  let items: Purchasable[]
  let lines: Line[]

  beforeAll(async () => {
    ;[buyer, other, items] = await Promise.all([newCustomer('Payer'), newCustomer('Intruder'), catalogue()])
    lines = [
      { item: items[0], quantity: 2 },
      { item: items[1], quantity: 3 },
    ]
  })

  describe('POST /payment/order', () => {
    it("creates the Razorpay order for the server total in paise, ignoring the client's amount", async () => {
      const { orderId } = await newOrder(buyer, lines, { paymentType: 'ONLINE' })
      const reply = await post('/payment/order', { orderId, amount: 1, currency: 'USD' }, buyer.token, buyer.ip)
      expect(reply.status).toBe(200)
      expect(paymentOrderResponseSchema.safeParse(reply.body).success).toBe(true)
      const total = subtotalOf(lines)
      expect(reply.body.data).toMatchObject({ amount: total, currency: 'INR', order_id: orderId, keyId: TEST_KEYS.razorpayKeyId })
      const atRazorpay = (await razorpayOrders()).find((order) => order.id === reply.body.data.id)
      expect(atRazorpay).toMatchObject({ amount: total, currency: 'INR', receipt: orderId })
      expect((await storedOrder(orderId)).razorpay.orderId).toBe(reply.body.data.id)

      const again = await post('/payment/order', { orderId }, buyer.token, buyer.ip)
      expect(again.body.data.id).toBe(reply.body.data.id)
      expect((await razorpayOrders()).filter((order) => order.receipt === orderId)).toHaveLength(1)
    })

    it("refuses another customer's order, a COD order and an unknown order", async () => {
      const { orderId } = await newOrder(buyer, lines, { paymentType: 'ONLINE' })
      expect((await post('/payment/order', { orderId }, other.token, other.ip)).status).toBe(404)
      expect((await post('/payment/order', { orderId })).status).toBe(401)
      const cod = await newOrder(buyer, lines)
      expect((await post('/payment/order', { orderId: cod.orderId }, buyer.token, buyer.ip)).status).toBe(400)
      expect((await post('/payment/order', { orderId: 'NS-000000-AAAAAA' }, buyer.token, buyer.ip)).status).toBe(404)
      expect((await razorpayOrders()).some((order) => order.receipt === orderId)).toBe(false)
    })
  })

  describe('POST /payment/verify', () => {
    it('marks the order paid on a valid signature, once; a replay changes nothing and answers the same', async () => {
      const { orderId, razorpayOrderId } = await onlineOrderWithPayment(buyer, lines)
      const body = {
        razorpay_order_id: razorpayOrderId,
        razorpay_payment_id: 'pay_valid0001',
        razorpay_signature: checkoutSignature(razorpayOrderId, 'pay_valid0001'),
        orderId,
        amount: 1,
        currency: 'INR',
        cartId: 'whatever',
      }
      const first = await post('/payment/verify', body)
      expect({ status: first.status, body: first.body }).toEqual({ status: 200, body: { message: MSG.payment.verified } })
      const paid = await storedOrder(orderId)
      expect(paid).toMatchObject({ paymentStatus: 'PAID', razorpay: { paymentId: 'pay_valid0001' } })
      expect(paid.paidAt).toEqual(expect.any(String))

      // Status and body: the headers of two replies differ whenever they straddle a second (Date).
      const replay = await post('/payment/verify', body)
      expect({ status: replay.status, body: replay.body }).toEqual({ status: first.status, body: first.body })
      const after = await storedOrder(orderId)
      expect(after.paidAt).toBe(paid.paidAt)
      expect(after.updatedAt).toBe(paid.updatedAt)
      expect((await myOrders(buyer)).find((order) => order.orderId === orderId)?.paymentStatus).toBe('PAID')
    })

    it('refuses forged signatures and leaves the order unpaid', async () => {
      const { orderId, razorpayOrderId } = await onlineOrderWithPayment(buyer, lines)
      const valid = checkoutSignature(razorpayOrderId, 'pay_forged001')
      const forgeries = [
        checkoutSignature(razorpayOrderId, 'pay_forged001', 'not-the-secret'),
        checkoutSignature('order_other', 'pay_forged001'),
        valid.slice(0, 63),
        `${valid}00`,
        'zz'.repeat(32),
        '',
      ]
      for (const signature of forgeries) {
        const reply = await post('/payment/verify', {
          razorpay_order_id: razorpayOrderId,
          razorpay_payment_id: 'pay_forged001',
          razorpay_signature: signature,
          orderId,
        })
        expect(reply.status, signature).toBe(400)
      }
      // A valid signature for another Razorpay order does not pay this one.
      const elsewhere = await onlineOrderWithPayment(buyer, lines)
      const swapped = await post('/payment/verify', {
        razorpay_order_id: elsewhere.razorpayOrderId,
        razorpay_payment_id: 'pay_forged002',
        razorpay_signature: checkoutSignature(elsewhere.razorpayOrderId, 'pay_forged002'),
        orderId,
      })
      expect(swapped.status).toBe(400)
      expect(swapped.body.message).toBe(MSG.payment.verifyFailed)
      expect((await storedOrder(orderId)).paymentStatus).toBe('PENDING')
    })

    it("refuses a signed-in customer verifying another customer's order", async () => {
      const { orderId, razorpayOrderId } = await onlineOrderWithPayment(buyer, lines)
      const reply = await post(
        '/payment/verify',
        {
          razorpay_order_id: razorpayOrderId,
          razorpay_payment_id: 'pay_other0001',
          razorpay_signature: checkoutSignature(razorpayOrderId, 'pay_other0001'),
          orderId,
        },
        other.token,
        other.ip,
      )
      expect(reply.status).toBe(404)
      expect((await storedOrder(orderId)).paymentStatus).toBe('PENDING')
    })
  })

  describe('POST /payment/cancelled', () => {
    it('records a dismissed checkout, owner only, and never un-pays a paid order', async () => {
      const { orderId, razorpayOrderId } = await onlineOrderWithPayment(buyer, lines)
      expect((await post('/payment/cancelled', { orderId }, other.token, other.ip)).status).toBe(404)
      expect((await post('/payment/cancelled', { orderId })).status).toBe(401)
      expect((await storedOrder(orderId)).paymentStatus).toBe('PENDING')

      expect((await post('/payment/cancelled', { orderId }, buyer.token, buyer.ip)).status).toBe(200)
      const cancelled = await storedOrder(orderId)
      expect(cancelled.paymentStatus).toBe('CANCELLED')
      expect(cancelled.razorpay.cancelledAt).toEqual(expect.any(String))

      // The buyer tries again and pays: verify still works after a dismissal.
      const verified = await post('/payment/verify', {
        razorpay_order_id: razorpayOrderId,
        razorpay_payment_id: 'pay_retry0001',
        razorpay_signature: checkoutSignature(razorpayOrderId, 'pay_retry0001'),
        orderId,
      })
      expect(verified.status).toBe(200)
      expect((await post('/payment/cancelled', { orderId }, buyer.token, buyer.ip)).status).toBe(200)
      expect((await storedOrder(orderId)).paymentStatus).toBe('PAID')
    })
  })

  describe('cancelling a paid online order', () => {
    it('that Razorpay will not refund is refused with its reason, which the admin shows, and stays as it was', async () => {
      const { orderId, razorpayOrderId } = await onlineOrderWithPayment(buyer, lines)
      const paymentId = 'pay_unrefundable01'
      const verified = await post('/payment/verify', {
        razorpay_order_id: razorpayOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(razorpayOrderId, paymentId),
        orderId,
      })
      expect(verified.status).toBe(200)

      const refused = await moveOrder(orderId, 'CANCELLED', { cancellation: { reason: 'Out of stock' } })
      expect(refused.status, refused.text).toBe(502)
      expect(refused.body.errors[0].message).toBe(
        `Razorpay did not refund payment ${paymentId}: The payment has been fully refunded already. The order was not cancelled.`,
      )
      expect(await storedOrder(orderId)).toMatchObject({ status: 'ORDERED', paymentStatus: 'PAID' })
    })
  })
})

describe('payments without Razorpay keys', () => {
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({ seed: false, extraEnv: { RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' } })
  }, 120_000)
  afterAll(() => stack?.stop())

  it(`answers 503 "${MSG.payment.notConfigured}" for payment/order and for an ONLINE order`, async () => {
    const ip = '10.200.0.1'
    const send = (path: string, body: unknown, token?: string) =>
      fetch(`${stack.baseUrl}/api/shop${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      })
    const registered = await send('/user', {
      name: 'No Keys',
      email: 'nokeys@example.com',
      password: 'secret123',
      phoneNumber: '9123456789',
      countryCode: '+91',
    })
    const { token } = (await registered.json()) as { token: string }
    const payment = await send('/payment/order', { orderId: 'NS-000000-AAAAAA' }, token)
    expect(payment.status).toBe(503)
    expect(await payment.json()).toEqual({ message: MSG.payment.notConfigured })
    const order = { cartId: '00000000-0000-4000-8000-000000000000', addressId: '00000000-0000-4000-8000-000000000001', orderAmount: 10 }
    const online = await send('/order/create', { ...order, paymentType: 'ONLINE' }, token)
    expect(online.status).toBe(503)
    expect(await online.json()).toEqual({ message: MSG.payment.notConfigured })
    // COD still goes on to the cart check.
    expect((await send('/order/create', { ...order, paymentType: 'COD' }, token)).status).toBe(404)
  })
})
