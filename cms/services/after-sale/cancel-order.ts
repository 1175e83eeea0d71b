import type { PayloadRequest } from 'payload'

import { cancellationPolicyText, type OrderCancelRequest } from '../../contract/after-sale'
import { paiseToRupees } from '../../contract/pricing'
import { env } from '../../env'
import { conflict, notFound } from '../../lib/http-errors'
import type { Customer, Order } from '../../payload-types'
import { sendEmail } from '../email'
import { orderCancelledByBuyerStaffEmail } from '../email/after-sale-emails'
import { afterSalePolicy, cancellableUntil } from './policy'

type Cancelled = { message: string; orderId: string; status: 'CANCELLED'; refund: { amount: number; method: 'RAZORPAY' | 'MANUAL' } | null }

/** The buyer's own order by its readable id; anyone else's is the same 404 as an unknown one. */
export async function ownOrder(req: PayloadRequest, customerId: string, orderId: string): Promise<Order> {
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: { and: [{ orderId: { equals: orderId } }, { customer: { equals: customerId } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (!docs[0]) throw notFound('Order not found')
  return docs[0]
}

/**
 * The buyer cancels their own order while it is ORDERED and within the policy's hours of placing. The status change goes
 * through the orders collection, so its rules apply as for staff: the reason is recorded, a paid online order is
 * refunded (Razorpay, or a manual refund to record), a credit note follows an invoice, and the buyer gets the
 * "cancelled" email; staff get one naming the reason.
 */
export async function cancelByBuyer(
  req: PayloadRequest,
  customer: Customer,
  input: OrderCancelRequest,
  now = new Date(),
): Promise<Cancelled> {
  const order = await ownOrder(req, String(customer.id), input.orderId)
  const policy = await afterSalePolicy(req.payload)
  const policyText = cancellationPolicyText(policy.cancelWithinHours)
  if (order.status !== 'ORDERED') {
    throw conflict({ message: `Order ${order.orderId} is ${order.status} and can no longer be cancelled. ${policyText}` })
  }
  if (now > cancellableUntil(order.createdAt, policy)) {
    throw conflict({
      message: `Order ${order.orderId} was placed more than ${policy.cancelWithinHours} hours ago and can no longer be cancelled. ${policyText}`,
    })
  }
  const updated = await req.payload.update({
    collection: 'orders',
    id: order.id,
    data: { status: 'CANCELLED', cancellation: { reason: input.reason } },
    depth: 0,
    overrideAccess: true,
    req,
  })
  void sendEmail({ to: env().STAFF_EMAIL, replyTo: customer.email, ...orderCancelledByBuyerStaffEmail(updated, customer, input.reason) })
  const refund = updated.refund?.amount ? { amount: paiseToRupees(updated.refund.amount), method: updated.refund.method ?? 'MANUAL' } : null
  return { message: 'Order cancelled', orderId: updated.orderId ?? input.orderId, status: 'CANCELLED', refund }
}
