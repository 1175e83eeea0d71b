import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody, staffOnly } from '../access'

/** Contact-form messages. They arrive only through the rate-limited shop API (`POST /api/shop/enquiry`). */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'phoneNumber', 'status', 'createdAt', 'reply'], group: 'Shop' },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: nobody, update: staffOnly, delete: adminsOnly },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'phoneNumber', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'enquiry', type: 'textarea' },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      options: [
        { label: 'New', value: 'new' },
        { label: 'Handled', value: 'handled' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'reply',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/admin/enquiries/ReplyField', Cell: '/admin/enquiries/ReplyCell' } },
    },
  ],
}
