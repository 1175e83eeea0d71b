import type { CollectionAfterChangeHook } from 'payload'

import type { Order } from '../../../payload-types'
import { notifyInBackground } from '../../../services/for-collections'

/**
 * Emails after an order saved through the collection changes: "order placed" when it is created, "status changed" when
 * its status moves. Orders written by the order service send their "placed" emails there.
 */
export const notifyOrderChange: CollectionAfterChangeHook<Order> = ({ doc, previousDoc, operation, req }) => {
  const kind = operation === 'create' ? 'placed' : previousDoc && previousDoc.status !== doc.status ? 'status' : null
  if (kind) notifyInBackground(req, doc, kind)
  return doc
}
