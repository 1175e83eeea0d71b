import type { CollectionBeforeChangeHook } from 'payload'

import { openingOf } from '../../../services/for-collections'

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
