import type { CollectionBeforeChangeHook } from 'payload'

import type { Return } from '../../../payload-types'
import { refundReturn, replaceReturn } from '../../../services/for-collections'

/**
 * The end of a return, whoever moves it (admin or REST): REFUNDED gives the returned lines' share back (Razorpay, or
 * a manual refund with the reference for cash on delivery) and issues their credit note; REPLACED creates the
 * zero-value order of the same lines. Before the save: when either fails, the return stays where it was.
 */
export const settleReturn: CollectionBeforeChangeHook<Return> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || !data.status || data.status === originalDoc.status) return data
  if (data.status === 'REFUNDED') Object.assign(data, await refundReturn(req, originalDoc, data.refundReference ?? ''))
  if (data.status === 'REPLACED') data.replacementOrder = await replaceReturn(req, originalDoc)
  return data
}
