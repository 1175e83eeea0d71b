import type { CollectionConfig } from 'payload'

import { nobody } from '../access'

/**
 * What each catalogue edit changed, written by the edit's own hooks in its transaction (cms/services/catalogue/changes.ts):
 * every process refreshes its catalogue snapshot with exactly the records it has not applied yet. Not shown in the
 * admin and closed to the APIs; records older than a day are deleted.
 */
export const CatalogueChanges: CollectionConfig = {
  slug: 'catalogue-changes',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['product', 'category', 'media', 'gst-rate', 'prices', 'stock'],
    },
    { name: 'ids', type: 'json', required: true, admin: { description: 'Ids of the changed documents (GST rates: the rates).' } },
    {
      name: 'prices',
      type: 'json',
      admin: { description: "A prices record: the new prices of its products' codes, in paise, and their new updatedAt." },
    },
    { name: 'at', type: 'number', required: true, index: true, admin: { description: 'Milliseconds since 1970, when recorded.' } },
  ],
}
