import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody, staffOnly } from '../access'
import { STORED_APPROVAL_STATUSES } from '../contract/approvals'
import { readOnlyJsonField } from '../fields/json-read-only'
import { paiseField } from '../fields/money'

const readOnly = { readOnly: true }

/**
 * Orders a company's rule held back (docs/decisions/071-approval-requests.md): written by `POST /api/shop/order/create`,
 * decided through the shop API by an approver or admin of the company. The cart stays open and the order input is
 * kept, so approving places the order as the buyer would now. Staff read them; admins may correct one (an expiry date).
 */
export const ApprovalRequests: CollectionConfig = {
  slug: 'approval-requests',
  admin: { defaultColumns: ['company', 'buyer', 'total', 'status', 'expiresAt', 'createdAt'], group: 'Shop' },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: nobody, update: adminsOnly, delete: adminsOnly },
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true, maxDepth: 0, admin: readOnly },
    { name: 'buyer', type: 'relationship', relationTo: 'customers', required: true, index: true, maxDepth: 0, admin: readOnly },
    { name: 'cart', type: 'relationship', relationTo: 'carts', required: true, maxDepth: 0, admin: readOnly },
    readOnlyJsonField('input', { required: true, description: 'The order as the buyer sent it' }),
    readOnlyJsonField('lines', { required: true, description: 'The lines priced when the request was made' }),
    paiseField('subtotal', 'Subtotal', { required: true, admin: readOnly }),
    paiseField('total', 'Total', { required: true, admin: readOnly }),
    readOnlyJsonField('rules', { required: true, description: 'The company rules that applied' }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'PENDING',
      index: true,
      options: STORED_APPROVAL_STATUSES.map((status) => ({ label: status, value: status })),
      admin: { ...readOnly, position: 'sidebar', description: 'A PENDING request past its expiry reads as EXPIRED' },
    },
    { name: 'expiresAt', type: 'date', required: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'approver', type: 'relationship', relationTo: 'customers', maxDepth: 0, admin: { ...readOnly, position: 'sidebar' } },
    { name: 'decidedAt', type: 'date', admin: { ...readOnly, position: 'sidebar' } },
    { name: 'reason', type: 'textarea', maxLength: 500, admin: readOnly },
    { name: 'orderId', label: 'Order ID', type: 'text', admin: { ...readOnly, position: 'sidebar' } },
  ],
}
