import type { CollectionConfig, Field } from 'payload'

import { nobodyField } from '../../access'

/**
 * What an order was when it was placed, and what the payment flow recorded: written only by the server's own code
 * (checkout, Razorpay), never through the REST API or the admin by any role. Staff change the status (and the
 * fulfilment fields) only.
 */
export const SNAPSHOT_FIELDS = [
  'orderId',
  'customer',
  'lines',
  'address',
  'subtotal',
  'discount',
  'total',
  'paymentType',
  'paymentStatus',
  'paidAt',
  'cart',
  'razorpay',
  'statusHistory',
] as const

const locked = new Set<string>(SNAPSHOT_FIELDS)

function lock(field: Field): Field {
  if (!('name' in field) || !locked.has(field.name) || field.type === 'ui') return field
  // Some field types (joins) narrow `access` to `read`; the snapshot fields are plain data fields.
  return { ...field, access: { ...field.access, create: nobodyField, update: nobodyField } } as Field
}

/** The orders collection with its snapshot fields closed to every create and update that checks access. */
export function withReadOnlySnapshot(collection: CollectionConfig): CollectionConfig {
  return { ...collection, fields: collection.fields.map(lock) }
}
