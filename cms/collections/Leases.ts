import type { CollectionConfig } from 'payload'

import { nobody } from '../access'

/**
 * Who holds a key, until when (services/lease, docs/decisions/046): an account placing an order on account, an
 * order recording a return request, the process that claimed a day's backup or certificate digest. Written only by
 * the lease store's conditional writes; not shown in the admin, answered to nobody.
 */
export const Leases: CollectionConfig = {
  slug: 'leases',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  lockDocuments: false,
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    // Empty once given back.
    { name: 'holder', type: 'text' },
    { name: 'until', type: 'number', required: true, index: true, admin: { description: 'Milliseconds since 1970.' } },
  ],
}
