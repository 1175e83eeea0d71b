import type { CollectionConfig } from 'payload'

import { anyone, catalogueEditors } from '../access'
import { slugField } from '../fields/slug'
import { recordsCatalogueChanges } from '../services/for-collections'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'displayOrder'], group: 'Catalogue' },
  defaultSort: 'displayOrder',
  hooks: recordsCatalogueChanges('category', ['catalogue']),
  access: { read: anyone, create: catalogueEditors, update: catalogueEditors, delete: catalogueEditors },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    slugField('name'),
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'seoText',
      label: 'SEO text',
      type: 'textarea',
      admin: { description: 'Shown below the product grid of this category.' },
    },
    { name: 'metaDescription', type: 'textarea', maxLength: 300 },
    { name: 'displayOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar', step: 1 } },
  ],
}
