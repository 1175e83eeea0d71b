import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import type { OrderStatus } from '../../../contract'
import { actorOf } from '../../../services/for-collections'
import { canMoveOrder, refusedTransitionMessage } from '../status-workflow'

type HistoryEntry = { status: OrderStatus; at: string; by: string }

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
