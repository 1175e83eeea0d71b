import type { CollectionConfig } from 'payload'

import { anyone, catalogueEditors } from '../access'
import { slugField } from '../fields/slug'
import { invalidatesCache } from '../services/for-collections'

export const PostCategories: CollectionConfig = {
  slug: 'post-categories',
  labels: { singular: 'Blog category', plural: 'Blog categories' },
  admin: { useAsTitle: 'name', group: 'Blog' },
  hooks: invalidatesCache(['blog']),
  access: { read: anyone, create: catalogueEditors, update: catalogueEditors, delete: catalogueEditors },
  fields: [{ name: 'name', type: 'text', required: true, unique: true }, slugField('name')],
}
