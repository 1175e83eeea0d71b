import type { CollectionConfig } from 'payload'

import { warehouseStaff } from '../../access'
import { STOCK_MOVEMENT_REASON_LABELS, STOCK_MOVEMENT_REASONS, STOCK_MOVEMENT_TYPES } from '../../contract/stock'
import { appendOnly, writtenAtField } from '../append-only'
import { unindexedUpdatedAt } from '../unindexed-updated-at'
import { refuseMovementChange, refuseMovementDeletion } from './hooks/keep-movements'

const readOnly = { readOnly: true }

/**
 * Every change to stock, with who, when, why and the document behind it (services/stock). Never edited or deleted, by
 * anyone: a mistake is undone by a movement that `reverses` it. A balance (stock-lots) is the sum of its movements.
 */
export const StockMovements: CollectionConfig = {
  slug: 'stock-movements',
  labels: { singular: 'Stock movement', plural: 'Stock movements' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['createdAt', 'type', 'code', 'lot', 'location', 'quantity', 'reason', 'actor', 'document'],
    listSearchableFields: ['code', 'lot', 'document'],
    group: 'Stock',
    description: 'Every change to stock, newest first. Movements cannot be changed or deleted.',
  },
  ...appendOnly(warehouseStaff),
  lockDocuments: false,
  hooks: { beforeChange: [refuseMovementChange], beforeDelete: [refuseMovementDeletion] },
  indexes: [{ fields: ['code', 'lot', 'location'] }],
  fields: [
    writtenAtField,
    {
      type: 'row',
      fields: [
        { name: 'type', type: 'select', required: true, options: [...STOCK_MOVEMENT_TYPES], admin: readOnly },
        {
          name: 'reason',
          type: 'select',
          options: STOCK_MOVEMENT_REASONS.map((value) => ({ value, label: STOCK_MOVEMENT_REASON_LABELS[value] })),
          admin: { ...readOnly, description: 'For adjustments, and releases of orders not paid in time.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'code', label: 'Catalogue code', type: 'text', required: true, admin: readOnly },
        { name: 'lot', type: 'text', required: true, index: true, admin: readOnly },
        { name: 'expiry', type: 'text', required: true, admin: { ...readOnly, description: 'YYYY-MM' } },
        { name: 'location', type: 'relationship', relationTo: 'stock-locations', required: true, admin: readOnly },
      ],
    },
    {
      name: 'quantity',
      type: 'number',
      required: true,
      admin: { ...readOnly, description: 'Signed: units in are positive, units out negative.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'actor', label: 'Who', type: 'text', required: true, admin: readOnly },
        { name: 'by', label: 'Staff member', type: 'relationship', relationTo: 'users', admin: readOnly },
        {
          name: 'document',
          label: 'Document',
          type: 'text',
          index: true,
          admin: { ...readOnly, description: 'The order id, receipt id or other reference behind the movement.' },
        },
      ],
    },
    {
      name: 'reverses',
      type: 'relationship',
      relationTo: 'stock-movements',
      admin: { ...readOnly, description: 'The movement this one corrects.' },
    },
    unindexedUpdatedAt,
  ],
}
