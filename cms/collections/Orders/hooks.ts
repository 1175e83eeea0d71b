import { randomBytes } from 'node:crypto'
import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { canMoveOrder, refusedTransitionMessage, type OrderStatus } from './statusWorkflow'

const ORDER_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A readable order id such as NS-261122-7KQ4MZ: date of the order and six unambiguous characters. */
export function newOrderId(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '')
  const bytes = randomBytes(6)
  const suffix = Array.from(bytes, (byte) => ORDER_ID_ALPHABET[byte % ORDER_ID_ALPHABET.length]).join('')
  return `NS-${date}-${suffix}`
}

/** Who made a change, as the status history records it. */
export function actorOf(req: PayloadRequest): string {
  const user = req.user as { collection?: string; email?: string; name?: string } | null
  if (!user) return 'system'
  if (user.collection === 'users') return `staff: ${user.name ?? user.email}`
  return `customer: ${user.name ?? user.email}`
}

type HistoryEntry = { status: OrderStatus; at: string; by: string }

/** Gives a new order its readable id and first history entry. */
export const openOrder: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  data.orderId ??= newOrderId()
  data.status = 'ORDERED'
  data.statusHistory = [{ status: 'ORDERED', at: new Date().toISOString(), by: actorOf(req) }]
  return data
}

/** Enforces ORDERED → SHIPPED → DELIVERED, ORDERED/SHIPPED → CANCELLED, and appends each change to the history. */
export const enforceStatusWorkflow: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = originalDoc.status as OrderStatus
  const to = (data.status ?? from) as OrderStatus
  const history: HistoryEntry[] = [...(originalDoc.statusHistory ?? [])]
  if (to !== from) {
    if (!canMoveOrder(from, to)) {
      // A field error (not a bare APIError) so the admin marks the Status field with the reason.
      throw new ValidationError({ collection: 'orders', errors: [{ path: 'status', message: refusedTransitionMessage(from, to) }] })
    }
    history.push({ status: to, at: new Date().toISOString(), by: actorOf(req) })
  }
  data.statusHistory = history
  return data
}

/** Money received is a fact: no one, staff included, can set a PAID order back to unpaid. */
export const keepPaidOrdersPaid: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || originalDoc?.paymentStatus !== 'PAID') return data
  if (data.paymentStatus !== undefined && data.paymentStatus !== 'PAID') {
    throw new ValidationError({
      collection: 'orders',
      errors: [{ path: 'paymentStatus', message: 'A paid order stays PAID; record a refund instead.' }],
    })
  }
  return data
}
