import type { CollectionBeforeChangeHook } from 'payload'

import type { Order } from '../../payload-types'
import { issueCreditNote, issueShippingDocument } from '../../services/for-collections'

/**
 * The GST invoice (a replacement's delivery challan) is issued as the order moves to SHIPPED, and the credit note as an
 * invoiced order is CANCELLED,
 * whoever makes the change (admin, REST, Local API). Before the order is written: when the document cannot be issued
 * the status change is refused, so no order ships without its invoice (docs/decisions/013-gst-invoices.md).
 */
export const issueTaxDocuments: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || !data.status || data.status === originalDoc.status) return data
  const order = { ...originalDoc, ...data } as Order
  if (data.status === 'SHIPPED') await issueShippingDocument(req.payload, order)
  if (data.status === 'CANCELLED') await issueCreditNote(req.payload, order)
  return data
}
