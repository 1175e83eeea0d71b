import { APIError, ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import type { Order } from '../../payload-types'
import { razorpayAccess } from '../../services/razorpay/client'
import { trackingUrlFor } from '../Couriers'

type FieldProblem = { path: string; message: string }
type Shipment = NonNullable<Order['shipment']>
type Refund = NonNullable<Order['refund']>

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

function refuse(errors: FieldProblem[]): never {
  throw new ValidationError({ collection: 'orders', errors })
}

/** The courier's tracking page for this parcel, from the couriers list (names compared without case). */
async function courierTrackingUrl(req: PayloadRequest, courier: string, trackingNumber: string): Promise<string | null> {
  const { docs } = await req.payload.find({ collection: 'couriers', depth: 0, limit: 200, pagination: false, req })
  const known = docs.find((entry) => entry.name.toLowerCase() === courier.toLowerCase())
  return trackingUrlFor(known?.trackingUrlPattern, trackingNumber)
}

async function shipmentOf(req: PayloadRequest, input: Partial<Shipment> | null | undefined): Promise<Shipment> {
  const courier = text(input?.courier)
  const trackingNumber = text(input?.trackingNumber)
  const trackingUrl = text(input?.trackingUrl)
  const problems: FieldProblem[] = []
  if (!courier) problems.push({ path: 'shipment.courier', message: 'The courier is required to ship an order' })
  if (!trackingNumber) problems.push({ path: 'shipment.trackingNumber', message: 'The tracking number is required to ship an order' })
  if (trackingUrl && !/^https?:\/\/\S+$/.test(trackingUrl)) {
    problems.push({ path: 'shipment.trackingUrl', message: 'A web address starting with https://' })
  }
  if (problems.length > 0) refuse(problems)
  return { courier, trackingNumber, trackingUrl: trackingUrl || (await courierTrackingUrl(req, courier, trackingNumber)) }
}

/**
 * Gives the money of a paid online order back: through Razorpay when keys are set (a full refund of the payment),
 * otherwise recorded as a manual refund with the reference staff give (a bank transfer's UTR, say).
 */
async function refundOf(order: Order, input: Partial<Refund> | null | undefined): Promise<Refund> {
  const at = new Date().toISOString()
  const access = razorpayAccess()
  const paymentId = order.razorpay?.paymentId
  if (!access || !paymentId) {
    return { amount: order.total, method: 'MANUAL', reference: text(input?.reference) || null, at }
  }
  try {
    const refund = await access.client.payments.refund(paymentId, { amount: order.total, notes: { orderId: order.orderId ?? '' } })
    return { amount: refund.amount ?? order.total, method: 'RAZORPAY', reference: refund.id, at }
  } catch (error) {
    const description = (error as { error?: { description?: string } }).error?.description ?? 'no answer'
    // 502: the order stays as it was, so the cancellation can be tried again.
    throw new APIError(`Razorpay did not refund payment ${paymentId}: ${description}. The order was not cancelled.`, 502, null, true)
  }
}

/**
 * The status actions' rules, for the admin and REST alike (after enforceStatusWorkflow has checked the move):
 * SHIPPED needs courier and tracking number (the tracking link comes from the courier list when not given);
 * DELIVERED records a cash-on-delivery payment as received; CANCELLED needs a reason and refunds a paid online order.
 * Shipment details may be corrected while the order is SHIPPED; cancellation and refund are written only here.
 */
export const applyStatusAction: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = originalDoc.status
  const to = data.status ?? from
  const shipmentGiven = data.shipment !== undefined && data.shipment !== null
  const { cancellation: cancellationInput, refund: refundInput } = data

  data.shipment = to === 'SHIPPED' && (from !== 'SHIPPED' || shipmentGiven)
    ? await shipmentOf(req, { ...(from === 'SHIPPED' ? originalDoc.shipment : {}), ...data.shipment })
    : originalDoc.shipment
  data.cancellation = originalDoc.cancellation
  data.refund = originalDoc.refund
  if (to === from) return data

  if (to === 'DELIVERED' && originalDoc.paymentType === 'COD' && originalDoc.paymentStatus !== 'PAID') {
    data.paymentStatus = 'PAID'
    data.paidAt = new Date().toISOString()
  }
  if (to === 'CANCELLED') {
    const reason = text(cancellationInput?.reason)
    if (!reason) refuse([{ path: 'cancellation.reason', message: 'The reason is required to cancel an order' }])
    data.cancellation = { reason }
    if (originalDoc.paymentType === 'ONLINE' && originalDoc.paymentStatus === 'PAID') {
      data.refund = await refundOf(originalDoc, refundInput)
    }
  }
  return data
}
