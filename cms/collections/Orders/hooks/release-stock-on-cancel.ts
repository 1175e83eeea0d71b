import type { CollectionAfterChangeHook } from 'payload'

import type { Order } from '../../../payload-types'
import { releaseReservations } from '../../../services/for-collections'

/** A cancelled order gives back the stock reserved for it at once, whoever cancelled it (buyer, staff, REST). */
export const releaseStockOnCancel: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && doc.status === 'CANCELLED' && previousDoc?.status !== 'CANCELLED' && doc.orderId) {
    await releaseReservations(req, doc.orderId)
  }
  return doc
}
