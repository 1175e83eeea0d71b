import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import type { OrderStatus } from '../../contract'
import type { Order } from '../../payload-types'
import { actorOf, notifyInBackground, openingOf } from '../../services/for-collections'
import { canMoveOrder, refusedTransitionMessage } from './statusWorkflow'

type HistoryEntry = { status: OrderStatus; at: string; by: string }

/**
 * Gives an order created through the collection (the admin, the Local API) what the order service gives the orders it
 * writes: a readable id, ORDERED, and the first history entry.
 */
export const openOrder: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const opening = openingOf(req)
  data.orderId ??= opening.orderId
  data.status = opening.status
  data.statusHistory = opening.statusHistory
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

/**
 * Emails after an order saved through the collection changes: "order placed" when it is created, "status changed" when
 * its status moves. Orders written by the order service send their "placed" emails there.
 */
export const notifyOrderChange: CollectionAfterChangeHook<Order> = ({ doc, previousDoc, operation, req }) => {
  const kind = operation === 'create' ? 'placed' : previousDoc && previousDoc.status !== doc.status ? 'status' : null
  if (kind) notifyInBackground(req, doc, kind)
  return doc
}
