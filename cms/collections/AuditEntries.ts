import type { CollectionConfig } from 'payload'

import { adminsOnly } from '../access'
import { appendOnly, writtenAtField } from './append-only'
import { unindexedUpdatedAt } from './unindexed-updated-at'

const readOnly = { readOnly: true }

/**
 * Who changed what, when, with the values before and after: prices, codes, tax data and publication of products,
 * discount codes, GST rates, site settings and the seller's tax identity, staff accounts and their roles, order
 * statuses. Written only by the audited collections' hooks (cms/hooks/record-audit-entry and its siblings), in the
 * transaction of the change; admins read it, no one changes or deletes it through the API or the admin.
 */
export const AuditEntries: CollectionConfig = {
  slug: 'audit-entries',
  labels: { singular: 'Audit entry', plural: 'Audit trail' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'byEmail', 'createdAt'],
    listSearchableFields: ['summary', 'byEmail', 'documentLabel'],
    group: 'Settings',
    description: 'Changes made by staff, newest first. Entries cannot be changed or deleted.',
  },
  ...appendOnly(adminsOnly),
  fields: [
    writtenAtField,
    { name: 'byEmail', label: 'Who', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'summary', type: 'textarea', required: true, admin: readOnly },
    {
      name: 'by',
      label: 'Staff member',
      type: 'relationship',
      relationTo: 'users',
      admin: { ...readOnly, description: 'Empty once the account is deleted; "Who" keeps its email.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'source', label: 'Collection', type: 'text', required: true, index: true, admin: readOnly },
        { name: 'documentId', label: 'Document id', type: 'text', required: true, index: true, admin: readOnly },
        { name: 'documentLabel', label: 'Document', type: 'text', admin: readOnly },
        {
          name: 'action',
          type: 'select',
          required: true,
          options: ['create', 'update', 'delete'],
          admin: readOnly,
        },
      ],
    },
    {
      name: 'changes',
      type: 'array',
      admin: readOnly,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', label: 'What', type: 'text', required: true },
            { name: 'from', type: 'textarea' },
            { name: 'to', type: 'textarea' },
          ],
        },
        { name: 'path', label: 'Field', type: 'text', required: true },
      ],
    },
    unindexedUpdatedAt,
  ],
}
