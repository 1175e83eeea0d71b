import type { CollectionBeforeChangeHook } from 'payload'

import type { Return } from '../../../payload-types'

/** What the buyer asked for, and what only the shop writes (the refund, the credit note, the replacement, the history). */
const FIXED = ['returnId', 'customer', 'order', 'orderNumber', 'kind', 'reason', 'note', 'lines', 'photos'] as const
const WRITTEN_BY_THE_SHOP = ['refund', 'creditNote', 'replacementOrder', 'statusHistory'] as const

/**
 * Staff move a return and give a rejection reason or a refund reference; nobody edits the request itself. Photos are
 * added by the buyer's follow-up upload only (which says so in the save's context).
 */
export const keepRequestAsMade: CollectionBeforeChangeHook<Return> = ({ data, originalDoc, operation, context }) => {
  if (operation !== 'update' || !originalDoc) return data
  const kept = data as Record<string, unknown>
  for (const field of [...FIXED, ...WRITTEN_BY_THE_SHOP]) {
    if (field === 'photos' && context.addingReturnPhotos) continue
    kept[field] = originalDoc[field]
  }
  return data
}
