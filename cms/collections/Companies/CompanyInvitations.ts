import type { CollectionConfig } from 'payload'

import { adminsOnly, orderManagers, staffOnly } from '../../access'
import { paiseField } from '../../fields/money'
import { companyRoleField } from './role-field'

/**
 * An invitation to join a company, sent by its admin to a phone number (docs/decisions/072-company-invitations.md).
 * The invitee signs in with that number and accepts it in My Dashboard; then they become a member with the role and
 * terms the invitation names. An open invitation past `expiresAt` has expired. Staff read them; customers go through
 * the shop API.
 */
export const CompanyInvitations: CollectionConfig = {
  slug: 'company-invitations',
  admin: { useAsTitle: 'phone', defaultColumns: ['phone', 'company', 'role', 'status', 'expiresAt'], group: 'Shop' },
  access: { read: staffOnly, create: orderManagers, update: orderManagers, delete: adminsOnly },
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', required: true, index: true, admin: { description: 'E.164, e.g. +919876543210' } },
        companyRoleField,
        { name: 'needsApproval', type: 'checkbox', defaultValue: false },
      ],
    },
    paiseField('monthlyLimit', 'Monthly limit'),
    { name: 'locations', type: 'text', hasMany: true },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'PENDING',
          index: true,
          options: [
            { value: 'PENDING', label: 'Open' },
            { value: 'ACCEPTED', label: 'Accepted' },
            { value: 'REVOKED', label: 'Withdrawn' },
          ],
        },
        { name: 'expiresAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'invitedBy', type: 'relationship', relationTo: 'customers', maxDepth: 0 },
        { name: 'acceptedBy', type: 'relationship', relationTo: 'customers', maxDepth: 0 },
        { name: 'decidedAt', type: 'date' },
      ],
    },
  ],
}
