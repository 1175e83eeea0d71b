import type { GroupField } from 'payload'

import { orderManagersField } from '../access'
import { BUSINESS_TYPE_LABELS, BUSINESS_TYPES } from '../contract/business'
import { gstinProblem } from '../contract/gstin'
import { recordBusinessVerification } from '../hooks/record-business-verification'

/**
 * A customer's business account: what the buyer says (organisation, type, GSTIN) and whether staff verified it. Only
 * a verified account gets price lists (and credit); only admins and order managers can verify.
 */
export const businessField: GroupField = {
  name: 'business',
  label: 'Business account',
  type: 'group',
  hooks: { beforeChange: [recordBusinessVerification] },
  admin: { description: 'Price lists and credit apply only to a verified business account.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'organisation', type: 'text', maxLength: 150 },
        { name: 'type', type: 'select', options: BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] })) },
        {
          name: 'gstin',
          label: 'GSTIN',
          type: 'text',
          validate: (value: unknown) =>
            value === null || value === undefined || value === '' ? true : (gstinProblem(String(value)) ?? true),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'verified',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          access: { create: orderManagersField, update: orderManagersField },
        },
        // Never populated: a customer's own document is read on every signed-in request (Payload's auth), at depth.
        { name: 'verifiedBy', type: 'relationship', relationTo: 'users', maxDepth: 0, admin: { readOnly: true } },
        { name: 'verifiedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
  ],
}
