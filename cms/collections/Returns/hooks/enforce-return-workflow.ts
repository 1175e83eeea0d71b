import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { NEXT_RETURN_STATUSES, type ReturnStatus } from '../../../contract/after-sale'
import type { Return } from '../../../payload-types'
import { actorOf } from '../../../services/for-collections'

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ collection: 'returns', errors: [{ path, message }] })
}

/**
 * REQUESTED → APPROVED → RECEIVED → REFUNDED or REPLACED; REJECTED (with a reason) from any step before the end.
 * Each move is appended to the history with who made it.
 */
export const enforceReturnWorkflow: CollectionBeforeChangeHook<Return> = ({ data, originalDoc, operation, req }) => {
  const at = new Date().toISOString()
  if (operation === 'create') {
    data.status = 'REQUESTED'
    data.statusHistory = [{ status: 'REQUESTED', at, by: actorOf(req) }]
    return data
  }
  if (!originalDoc) return data
  const from = originalDoc.status as ReturnStatus
  const to = (data.status ?? from) as ReturnStatus
  if (to === from) return data
  const allowed = NEXT_RETURN_STATUSES[from]
  if (!allowed.includes(to)) {
    refuse(
      'status',
      allowed.length === 0
        ? `A return that is ${from} cannot change status (asked for ${to}).`
        : `A return that is ${from} can only move to ${allowed.join(' or ')}, not ${to}.`,
    )
  }
  if (to === 'REJECTED' && !(data.rejectionReason ?? '').trim()) refuse('rejectionReason', 'The reason is required to reject a return')
  data.statusHistory = [...(originalDoc.statusHistory ?? []), { status: to, at, by: actorOf(req) }]
  return data
}
