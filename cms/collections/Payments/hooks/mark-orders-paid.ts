import type { CollectionAfterChangeHook } from 'payload'

import { idOf } from '../../../contract/ids'
import type { Payment } from '../../../payload-types'

/** The orders a new payment settles become PAID, on the day it was received, in the same request. */
export const markOrdersPaid: CollectionAfterChangeHook<Payment> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  for (const order of doc.orders ?? []) {
    const id = idOf(order)
    await req.payload.update({
      collection: 'orders',
      id,
      data: { paymentStatus: 'PAID', paidAt: doc.date },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
  return doc
}
