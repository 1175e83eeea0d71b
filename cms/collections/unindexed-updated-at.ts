import type { Field } from 'payload'

/**
 * Payload's `updatedAt` without its index, for collections that the order path writes with every order and that no
 * query sorts or filters by when they were last changed: an index nobody reads still costs a page written per row
 * (docs/decisions/083-indexes-the-order-path-writes.md). Declared, Payload adds no indexed `updatedAt` of its own.
 */
export const unindexedUpdatedAt: Field = {
  name: 'updatedAt',
  label: 'Updated',
  type: 'date',
  admin: { hidden: true, disableBulkEdit: true },
}
