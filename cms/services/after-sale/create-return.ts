import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { returnPolicyText, type ReturnCreateRequest } from '../../contract/after-sale'
import { idOf } from '../../contract/ids'
import { env } from '../../env'
import { badRequest, conflict, notFound } from '../../lib/http-errors'
import type { Customer, Order } from '../../payload-types'
import { sendEmail } from '../email'
import { returnRequestedStaffEmail } from '../email/after-sale-emails'
import { ownOrder } from './cancel-order'
import { checkPhotos, storePhotos, type Photo } from './photos'
import { afterSalePolicy, deliveredAt, returnableUntil } from './policy'
import { whileHoldingOrderForReturns } from './order-lock'
import { returnedQuantities } from './returned'
import { toReturnForEmail } from './notify-return'

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A readable return id such as RT-261126-7KQ4MZ: the day it was asked for and six unambiguous characters. */
export function newReturnId(now = new Date()): string {
  const suffix = Array.from(randomBytes(6), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')
  return `RT-${now.toISOString().slice(2, 10).replaceAll('-', '')}-${suffix}`
}

type Wanted = { code: string; quantity: number }

/** The requested lines, one per code, checked against what was delivered less what earlier returns (not rejected) took. */
async function returnableLines(req: PayloadRequest, order: Order, wanted: readonly Wanted[]) {
  const byCode = new Map<string, number>()
  for (const line of wanted) byCode.set(line.code, (byCode.get(line.code) ?? 0) + line.quantity)
  const taken = await returnedQuantities(req, order.id, { notIn: ['REJECTED'] })
  return [...byCode].map(([code, quantity]) => {
    const delivered = (order.lines ?? []).filter((line) => line.code === code)
    if (delivered.length === 0) {
      const message = `Order ${order.orderId} has no line with code ${code}`
      throw badRequest(message, [{ field: 'lines', message }])
    }
    const deliveredQuantity = delivered.reduce((sum, line) => sum + line.quantity, 0)
    const earlier = taken.get(code) ?? 0
    const left = deliveredQuantity - earlier
    if (quantity > left) {
      throw conflict({
        message: `Only ${left} of ${code} can still be returned or replaced: ${deliveredQuantity} delivered, ${earlier} in earlier requests; asked for ${quantity}.`,
      })
    }
    return { code, name: delivered[0].name, size: delivered[0].size ?? '', quantity }
  })
}

/** The delivered order the buyer may still return from: 409 with the policy's words before delivery or after the window. */
async function returnableOrder(req: PayloadRequest, customerId: string, orderId: string, now: Date): Promise<Order> {
  const order = await ownOrder(req, customerId, orderId)
  const policy = await afterSalePolicy(req.payload)
  const policyText = returnPolicyText(policy.returnWithinDays)
  const delivered = deliveredAt(order)
  if (!delivered) {
    throw conflict({
      message: `Order ${order.orderId} is ${order.status}: a return or replacement can be asked for once it is delivered. ${policyText}`,
    })
  }
  if (now > returnableUntil(delivered, policy)) {
    throw conflict({
      message: `Order ${order.orderId} was delivered more than ${policy.returnWithinDays} days ago and can no longer be returned or replaced. ${policyText}`,
    })
  }
  return order
}

/**
 * A buyer's return or replacement request for lines of their own delivered order, with up to 5 photos. Staff are told
 * by email; the buyer's "requested" email comes from the returns collection.
 */
export async function createReturn(
  req: PayloadRequest,
  customer: Customer,
  input: Omit<ReturnCreateRequest, 'note'> & { note: string | null },
  photos: readonly Photo[] = [],
  now = new Date(),
): Promise<{ returnId: string }> {
  const checkedPhotos = checkPhotos(photos)
  const order = await returnableOrder(req, String(customer.id), input.orderId, now)
  // Checking what is left and recording the request happen under the order's lease: two requests for the last units,
  // sent at the same moment to any server processes, are checked one after the other.
  const created = await whileHoldingOrderForReturns(req, order, async () => {
    const lines = await returnableLines(req, order, input.lines)
    const returnId = newReturnId(now)
    const photoIds = await storePhotos(req, String(customer.id), returnId, checkedPhotos)
    return req.payload.create({
      collection: 'returns',
      data: {
        returnId,
        customer: customer.id,
        order: order.id,
        orderNumber: order.orderId ?? input.orderId,
        kind: input.kind,
        reason: input.reason,
        note: input.note,
        lines,
        photos: photoIds,
        status: 'REQUESTED',
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
  })
  void sendEmail({ to: env().STAFF_EMAIL, replyTo: customer.email, ...returnRequestedStaffEmail(toReturnForEmail(created), customer) })
  return { returnId: created.returnId }
}

/** Photos sent after the request (up to 5 in all), while staff have not yet decided on it. */
export async function addReturnPhotos(
  req: PayloadRequest,
  customer: Customer,
  returnId: string,
  photos: readonly Photo[],
): Promise<{ returnId: string; photos: number }> {
  const { docs } = await req.payload.find({
    collection: 'returns',
    where: { and: [{ returnId: { equals: returnId } }, { customer: { equals: customer.id } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const entry = docs[0]
  if (!entry) throw notFound('Return not found')
  if (entry.status !== 'REQUESTED')
    throw conflict({ message: `Return ${returnId} is ${entry.status}: photos can be added only while it is REQUESTED.` })
  const existing = (entry.photos ?? []).map((photo) => idOf(photo))
  if (photos.length === 0) throw badRequest('Send at least one photo', [{ field: 'photos', message: 'Send at least one photo' }])
  const checked = checkPhotos(photos, existing.length)
  const added = await storePhotos(req, String(customer.id), returnId, checked)
  await req.payload.update({
    collection: 'returns',
    id: entry.id,
    data: { photos: [...existing, ...added] },
    depth: 0,
    overrideAccess: true,
    context: { addingReturnPhotos: true },
    req,
  })
  return { returnId, photos: existing.length + added.length }
}
