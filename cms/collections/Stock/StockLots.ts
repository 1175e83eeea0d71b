import type { CollectionConfig } from 'payload'

import { nobody, warehouseStaff } from '../../access'
import { unindexedUpdatedAt } from '../unindexed-updated-at'

const readOnly = { readOnly: true }

/**
 * The balance of one lot of one catalogue code at one location: on hand, reserved, and available (on hand − reserved,
 * kept with them so "how many can be sold" is one indexed read). Written only by the stock ledger
 * (services/stock), together with the movement that explains the change; `npm run stock:check` recomputes every
 * balance from the movements.
 */
export const StockLots: CollectionConfig = {
  slug: 'stock-lots',
  labels: { singular: 'Stock lot', plural: 'Stock on hand' },
  admin: {
    useAsTitle: 'lot',
    defaultColumns: ['code', 'lot', 'expiry', 'location', 'onHand', 'reserved', 'available'],
    listSearchableFields: ['code', 'lot'],
    group: 'Stock',
    description: 'Balances per code, lot and location. Changed only by receipts, adjustments, orders and shipments.',
  },
  defaultSort: 'expiry',
  disableDuplicate: true,
  access: { read: warehouseStaff, create: nobody, update: nobody, delete: nobody },
  lockDocuments: false,
  indexes: [
    { fields: ['code', 'lot', 'location'], unique: true },
    // First expiry first: a code's lots in expiry order.
    { fields: ['code', 'expiry'] },
    // A warehouse's lots of some codes (reservations, picking): without it SQLite reads every lot of the location.
    { fields: ['location', 'code'] },
  ],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'code', label: 'Catalogue code', type: 'text', required: true, index: true, admin: readOnly },
        { name: 'lot', type: 'text', required: true, index: true, admin: readOnly },
        { name: 'expiry', type: 'text', required: true, admin: { ...readOnly, description: 'YYYY-MM' } },
        { name: 'manufactured', type: 'text', admin: { ...readOnly, description: 'YYYY-MM-DD or YYYY-MM' } },
      ],
    },
    { name: 'location', type: 'relationship', relationTo: 'stock-locations', required: true, admin: readOnly },
    {
      // Copied from the location when the row is made (a location's flag never changes), so availability reads one row.
      name: 'sellable',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { ...readOnly, description: 'Off at a location whose stock buyers never get, such as quarantine.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'onHand', label: 'On hand', type: 'number', required: true, defaultValue: 0, admin: readOnly },
        { name: 'reserved', type: 'number', required: true, defaultValue: 0, admin: readOnly },
        { name: 'available', type: 'number', required: true, defaultValue: 0, admin: readOnly },
      ],
    },
    unindexedUpdatedAt,
  ],
}
