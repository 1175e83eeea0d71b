import type { Payload, PayloadRequest, Where } from 'payload'
import type { z } from 'zod'

import { isCustomer } from '../../access/roles'
import { MSG } from '../../contract/messages'
import type { paymentVerifyRequestSchema } from '../../contract/orders'
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors'
import type { Order } from '../../payload-types'
import { countPaymentFailure } from '../observability'
import { updateWhere } from '../orders/atomic'
import { holdAgainAfterLatePayment } from '../stock/unpaid-holds'
import { razorpayAccess, type RazorpayAccess } from './client'
import { paymentSignature, signatureMatches } from './signatures'

type Customer = NonNullable<PayloadRequest['user']>
export type VerifyInput = z.output<typeof paymentVerifyRequestSchema>

export const ALREADY_PAID = 'This order is already paid'
export const NOT_ONLINE = 'This order is paid cash on delivery'
export const PAYMENT_CANCELLED = 'Payment cancelled'
/** Razorpay's smallest order: ₹1. */
export const MIN_ONLINE_PAISE = 100
export const TOO_SMALL = 'Online payment needs an amount of at least ₹ 1.00'
export const PROVIDER_FAILED = 'The payment service could not be reached. Please try again in a moment.'

function requireRazorpay(): RazorpayAccess {
  const access = razorpayAccess()
  if (!access) throw new HttpError(503, { message: MSG.payment.notConfigured })
  return access
}

export async function findOrder(payload: Payload, where: Where, req?: PayloadRequest): Promise<Order | null> {
  const { docs } = await payload.find({ collection: 'orders', where, depth: 0, limit: 1, pagination: false, req })
  return docs[0] ?? null
}

/** The customer's own order by its readable id; another customer's order is "not found", never "forbidden". */
async function ownOrder(req: PayloadRequest, customer: Customer, orderId: string): Promise<Order> {
  const order = await findOrder(req.payload, { and: [{ orderId: { equals: orderId } }, { customer: { equals: customer.id } }] }, req)
  if (!order) throw notFound('Order not found')
  return order
}

/**
 * Marks an order paid with one conditional write (`paymentStatus != PAID` → PAID), so however many verify calls and
 * webhook deliveries arrive, and in whatever order, exactly one of them changes the order. True for that one. An order
 * whose stock hold lapsed before the payment came reserves its stock again (services/stock/unpaid-holds.ts).
 */
export async function markPaid(payload: Payload, order: Order, paymentId: string): Promise<boolean> {
  const updated = await updateWhere<Order>(
    payload,
    'orders',
    { and: [{ id: { equals: order.id } }, { paymentStatus: { not_equals: 'PAID' } }] },
    { paymentStatus: 'PAID', paidAt: new Date().toISOString(), razorpay: { paymentId } },
  )
  if (updated?.stockHold?.lapsedAt && updated.orderId) await holdAgainOrLeaveToSweep(payload, updated.orderId)
  return updated !== null
}

/**
 * The payment of an order whose stock hold lapsed reserves its stock again. The payment is recorded whatever happens
 * here: a failure is logged, and the next sweep of unpaid orders tries again.
 */
async function holdAgainOrLeaveToSweep(payload: Payload, orderId: string): Promise<void> {
  try {
    await holdAgainAfterLatePayment(payload, orderId)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Order ${orderId} was paid after its hold lapsed; reserving again failed` })
  }
}

/**
 * `POST /payment/order`: creates (once) the Razorpay order for the order's server total, in paise, INR, with the order
 * id as receipt, and keeps its id on the order. Whatever amount the browser sends is ignored.
 */
export async function createPaymentOrder(req: PayloadRequest, customer: Customer, orderId: string) {
  const access = requireRazorpay()
  let order = await ownOrder(req, customer, orderId)
  if (order.paymentType !== 'ONLINE') throw badRequest(NOT_ONLINE)
  if (order.paymentStatus === 'PAID') throw conflict({ message: ALREADY_PAID })
  if (order.status === 'CANCELLED') throw conflict({ message: 'This order was cancelled' })
  if (order.total < MIN_ONLINE_PAISE) throw badRequest(TOO_SMALL)

  if (!order.razorpay?.orderId) {
    let created: { id: string }
    try {
      created = await access.client.orders.create({
        amount: order.total,
        currency: 'INR',
        receipt: order.orderId ?? order.id,
        notes: { orderId: order.orderId ?? order.id },
      })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `Razorpay order for ${order.orderId} failed` })
      countPaymentFailure('provider_error')
      throw new HttpError(502, { message: PROVIDER_FAILED })
    }
    const stored = await updateWhere<Order>(
      req.payload,
      'orders',
      { and: [{ id: { equals: order.id } }, { 'razorpay.orderId': { exists: false } }] },
      { razorpay: { orderId: created.id } },
    )
    // Two simultaneous calls: the first stored id wins and both answer with it.
    order = stored ?? (await ownOrder(req, customer, orderId))
  }
  return {
    data: {
      id: order.razorpay!.orderId!,
      amount: order.total,
      currency: 'INR' as const,
      order_id: order.orderId ?? order.id,
      keyId: access.keyId,
    },
  }
}

/**
 * `POST /payment/verify`: checkout's signature is recomputed from the Razorpay order id stored on the order (never
 * the one the browser sends) and compared in constant time. A valid signature marks the order paid once; repeating the
 * call changes nothing and answers the same message. A signed-in customer may only verify their own orders.
 */
export async function verifyPayment(req: PayloadRequest, input: VerifyInput): Promise<{ message: string }> {
  const access = requireRazorpay()
  const where: Where[] = [{ orderId: { equals: input.orderId } }]
  if (isCustomer(req.user)) where.push({ customer: { equals: req.user!.id } })
  const order = await findOrder(req.payload, { and: where }, req)
  if (!order) throw notFound('Order not found')
  const storedId = order.razorpay?.orderId
  if (!storedId || storedId !== input.razorpay_order_id) throw badRequest(MSG.payment.verifyFailed)
  const expected = paymentSignature(access.keySecret, storedId, input.razorpay_payment_id)
  if (!signatureMatches(expected, input.razorpay_signature)) {
    countPaymentFailure('signature_mismatch')
    throw badRequest(MSG.payment.verifyFailed)
  }
  if (order.paymentStatus !== 'PAID') await markPaid(req.payload, order, input.razorpay_payment_id)
  return { message: MSG.payment.verified }
}

/** `POST /payment/cancelled`: the buyer closed checkout. Recorded unless the order is already paid. */
export async function cancelPayment(req: PayloadRequest, customer: Customer, orderId: string): Promise<{ message: string }> {
  const order = await ownOrder(req, customer, orderId)
  if (order.paymentType !== 'ONLINE') throw badRequest(NOT_ONLINE)
  if (order.paymentStatus === 'PAID') return { message: ALREADY_PAID }
  const updated = await updateWhere(
    req.payload,
    'orders',
    { and: [{ id: { equals: order.id } }, { paymentStatus: { not_equals: 'PAID' } }] },
    { paymentStatus: 'CANCELLED', razorpay: { cancelledAt: new Date().toISOString() } },
  )
  return { message: updated ? PAYMENT_CANCELLED : ALREADY_PAID }
}
