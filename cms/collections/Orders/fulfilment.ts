import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import type { Order } from '../../payload-types'
import { refundOrder, takeShippedStock } from '../../services/for-collections'
import { trackingUrlFor } from '../Couriers'
import { lotsToShip } from './lots/ship-lots'
import { checkPartB, orderNeedsPartB } from './part-b'

type FieldProblem = { path: string; message: string }
type Shipment = NonNullable<Order['shipment']>

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

async function shipmentOf(
  req: PayloadRequest,
  input: Partial<Shipment> | null | undefined,
  lotProblems: FieldProblem[],
  needsPartB: boolean,
): Promise<Shipment> {
  const courier = text(input?.courier)
  const trackingNumber = text(input?.trackingNumber)
  const trackingUrl = text(input?.trackingUrl)
  const problems: FieldProblem[] = [...lotProblems]
  if (!courier) problems.push({ path: 'shipment.courier', message: 'The courier is required to ship an order' })
  if (!trackingNumber) problems.push({ path: 'shipment.trackingNumber', message: 'The tracking number is required to ship an order' })
  if (trackingUrl && !/^https?:\/\/\S+$/.test(trackingUrl)) {
    problems.push({ path: 'shipment.trackingUrl', message: 'A web address starting with https://' })
  }
  const partB = needsPartB ? checkPartB(input?.partB, trackingNumber) : null
  if (partB && 'problems' in partB) problems.push(...partB.problems)
  if (problems.length > 0) refuse(problems)
  return {
    courier,
    trackingNumber,
    trackingUrl: trackingUrl || (await courierTrackingUrl(req, courier, trackingNumber)),
    lots: input?.lots,
    partB: partB && 'partB' in partB ? partB.partB : undefined,
  }
}

/** On the move to SHIPPED the lots are checked and recorded; afterwards they stay as shipped (the invoice prints them). */
async function shipmentWithLots(req: PayloadRequest, originalDoc: Order, input: Partial<Shipment> | null | undefined): Promise<Shipment> {
  if (originalDoc.status === 'SHIPPED') {
    // A correction keeps Part B if the order shipped with one, changing only the fields given.
    const stored = originalDoc.shipment?.partB
    const partB = stored?.mode ? { ...stored, ...input?.partB } : input?.partB
    return shipmentOf(req, { ...originalDoc.shipment, ...input, lots: originalDoc.shipment?.lots, partB }, [], Boolean(stored?.mode))
  }
  const needsPartB = await orderNeedsPartB(req, originalDoc)
  const checked = await lotsToShip(req, originalDoc, input?.lots)
  if ('problems' in checked) return shipmentOf(req, input, checked.problems, needsPartB)
  const shipment = await shipmentOf(req, { ...input, lots: checked.lots }, [], needsPartB)
  return { ...shipment, lots: await takeShippedStock(req, originalDoc, checked.lots) }
}

/**
 * The status actions' rules, for the admin and REST alike (after enforceStatusWorkflow has checked the move):
 * SHIPPED needs courier, tracking number and the lots of each line (the tracking link comes from the courier list when
 * not given), and the e-way bill's Part B when the order's total is above the threshold of the site settings;
 * DELIVERED records a cash-on-delivery payment as received; CANCELLED needs a reason and refunds a paid online order.
 * Shipment details may be corrected while the order is SHIPPED; cancellation and refund are written only here.
 */
export const applyStatusAction: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = originalDoc.status
  const to = data.status ?? from
  const shipmentGiven = data.shipment !== undefined && data.shipment !== null
  const { cancellation: cancellationInput, refund: refundInput } = data

  data.shipment =
    to === 'SHIPPED' && (from !== 'SHIPPED' || shipmentGiven)
      ? await shipmentWithLots(req, originalDoc, data.shipment)
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
      data.refund = await refundOrder(originalDoc, text(refundInput?.reference))
    }
  }
  return data
}
