import type { CollectionConfig } from 'payload'

import { catalogueEditors, publishedOrCatalogueEditors } from '../access'
import { slugField } from '../fields/slug'
import { stampPublishedAt } from '../hooks/stamp-published-at'
import { invalidatesCache } from '../services/for-collections'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'publishedAt', '_status'],
    group: 'Blog',
  },
  defaultSort: '-publishedAt',
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: invalidatesCache(['blog']),
  access: {
    read: publishedOrCatalogueEditors,
    create: catalogueEditors,
    update: catalogueEditors,
    delete: catalogueEditors,
    readVersions: catalogueEditors,
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'teaser', type: 'textarea', required: true, maxLength: 400 },
    {
      type: 'row',
      fields: [
        { name: 'featuredImage', type: 'upload', relationTo: 'media' },
        { name: 'featuredImageAlt', label: 'Featured image alt text', type: 'text' },
      ],
    },
    { name: 'content', type: 'richText', required: true },
    { name: 'author', type: 'text', required: true, defaultValue: 'Nuvo Surgical Team' },
    { name: 'categories', type: 'relationship', relationTo: 'post-categories', hasMany: true },
    { name: 'tags', type: 'relationship', relationTo: 'post-tags', hasMany: true },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      hooks: { beforeChange: [stampPublishedAt] },
    },
  ],
}
