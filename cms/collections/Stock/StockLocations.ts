import type { CollectionConfig } from 'payload'

import { nobody, warehouseStaff } from '../../access'

/** Where stock is kept: one "Main warehouse" to start with (seeded); staff may add more. */
export const StockLocations: CollectionConfig = {
  slug: 'stock-locations',
  labels: { singular: 'Stock location', plural: 'Stock locations' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code'], group: 'Stock' },
  // Never deleted: movements and balances name it.
  access: { read: warehouseStaff, create: warehouseStaff, update: warehouseStaff, delete: nobody },
  lockDocuments: false,
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'Short and unchanging, e.g. MAIN; automation names a location by it.' },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)] },
    },
    {
      name: 'sellable',
      type: 'checkbox',
      defaultValue: true,
      // Fixed when the location is made: its lots carry the flag.
      access: { update: () => false },
      admin: { description: 'Its stock counts as available to buyers. Off for quarantine; cannot change later.' },
    },
  ],
}
