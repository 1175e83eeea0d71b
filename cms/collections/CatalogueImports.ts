import type { CollectionConfig } from 'payload'

import { catalogueEditors, nobody } from '../access'

/**
 * Each applied catalogue import (cms/services/catalogue-io): who, when, the file's name, the counts, and per product
 * the values before it, for "Revert this import". Written only by the import and revert endpoints; listed in the
 * admin's catalogue import view.
 */
export const CatalogueImports: CollectionConfig = {
  slug: 'catalogue-imports',
  admin: { hidden: true },
  defaultSort: '-createdAt',
  access: { read: catalogueEditors, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'fileName', type: 'text', required: true },
    { name: 'appliedBy', type: 'relationship', relationTo: 'users', required: true },
    { name: 'counts', type: 'json', required: true },
    { name: 'entries', type: 'json', required: true, admin: { description: 'Per product: its id, slug, values before, time after.' } },
    { name: 'revertedAt', type: 'date' },
    { name: 'revertedBy', type: 'relationship', relationTo: 'users' },
    { name: 'revertSkipped', type: 'json' },
  ],
}
