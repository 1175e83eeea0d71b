import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { cancellationPolicyText } from '../../cms/contract'
import { post, rest } from '../helpers/api'
import {
  catalogue,
  checkoutSignature,
  moveOrder,
  newCustomer,
  newOrder,
  onlineOrderWithPayment,
  stockLots,
  storedOrder,
  waitForEmail,
  type Customer,
  type Line,
} from '../helpers/orders'
import { oneLotPerLine } from '../helpers/lots'

let buyer: Customer
let stranger: Customer
let lines: Line[]

const cancel = (customer: Customer, orderId: string, reason = 'Ordered the wrong size') =>
  post('/order/cancel', { orderId, reason }, customer.token, customer.ip)

async function setCancelWindow(hours: number) {
  const reply = await rest('POST', '/globals/site-settings', { afterSale: { cancelWithinHours: hours, returnWithinDays: 7 } })
  expect(reply.status, reply.text).toBe(200)
}

async function refundsAtRazorpay(): Promise<{ payment_id: string; amount: number }[]> {
  const response = await fetch(`${inject('razorpayUrl')}/__inspect`)
  return ((await response.json()) as { refunds: { payment_id: string; amount: number }[] }).refunds
}

beforeAll(async () => {
  ;[buyer, stranger] = await Promise.all([newCustomer('Cancelling buyer'), newCustomer('Cancel stranger')])
  const items = await catalogue()
  lines = [
    { item: items[0], quantity: 2 },
    { item: items[1], quantity: 1 },
  ]
})

afterEach(() => setCancelWindow(6))

describe('POST /order/cancel', () => {
  it('cancels a fresh COD order with the reason, emails buyer and staff, and records who cancelled', async () => {
    const { orderId } = await newOrder(buyer, lines)
    const reply = await cancel(buyer, orderId)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toEqual({ message: 'Order cancelled', orderId, status: 'CANCELLED', refund: null })
    const stored = await storedOrder(orderId)
    expect(stored).toMatchObject({ status: 'CANCELLED', cancellation: { reason: 'Ordered the wrong size' } })
    expect(stored.statusHistory.at(-1)).toMatchObject({ status: 'CANCELLED', by: expect.stringContaining('customer:') })
    await waitForEmail((email) => email.to.includes(buyer.email) && email.subject.includes(`${orderId} is CANCELLED`))
    const staffMail = await waitForEmail((email) => email.subject === `Order ${orderId} cancelled by the buyer`)
    expect(staffMail.text).toContain('Reason: Ordered the wrong size')
  })

  it('refunds a paid online order in full through Razorpay', async () => {
    const { orderId, razorpayOrderId, amount } = await onlineOrderWithPayment(buyer, lines)
    const paymentId = `pay_cancel${Date.now()}`
    const verified = await post('/payment/verify', {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(razorpayOrderId, paymentId),
      orderId,
    })
    expect(verified.status, verified.text).toBe(200)
    const reply = await cancel(buyer, orderId)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.refund).toEqual({ amount: amount / 100, method: 'RAZORPAY' })
    expect(await refundsAtRazorpay()).toContainEqual(expect.objectContaining({ payment_id: paymentId, amount }))
    expect((await storedOrder(orderId)).refund).toMatchObject({ amount, method: 'RAZORPAY', reference: expect.stringMatching(/^rfnd_/) })
  })

  it('refuses with 409 and the policy words once the order has shipped', async () => {
    const { orderId } = await newOrder(buyer, lines)
    const lots = oneLotPerLine((await storedOrder(orderId)).lines)
    await stockLots(lots)
    expect((await moveOrder(orderId, 'SHIPPED', { shipment: { courier: 'Blue Parcel', trackingNumber: 'AWB-C1', lots } })).status).toBe(200)
    const reply = await cancel(buyer, orderId)
    expect(reply.status).toBe(409)
    expect(reply.body.message).toBe(`Order ${orderId} is SHIPPED and can no longer be cancelled. ${cancellationPolicyText(6)}`)
    expect((await storedOrder(orderId)).status).toBe('SHIPPED')
  })

  it('refuses with 409 after the window of the site settings has passed', async () => {
    const { orderId } = await newOrder(buyer, lines)
    await setCancelWindow(0)
    const reply = await cancel(buyer, orderId)
    expect(reply.status).toBe(409)
    expect(reply.body.message).toBe(
      `Order ${orderId} was placed more than 0 hours ago and can no longer be cancelled. ${cancellationPolicyText(0)}`,
    )
    expect((await storedOrder(orderId)).status).toBe('ORDERED')
  })

  it("answers 404 for someone else's order, 401 without a token and 400 without a reason", async () => {
    const { orderId } = await newOrder(buyer, lines)
    expect((await cancel(stranger, orderId)).status).toBe(404)
    expect((await post('/order/cancel', { orderId, reason: 'x' })).status).toBe(401)
    const noReason = await post('/order/cancel', { orderId, reason: ' ' }, buyer.token, buyer.ip)
    expect(noReason.status).toBe(400)
    expect(noReason.body.errors).toEqual([expect.objectContaining({ field: 'reason' })])
    expect((await storedOrder(orderId)).status).toBe('ORDERED')
  })
})
