import type { CollectionConfig } from 'payload'

import { adminsOnly, orderManagers } from '../access'
import { upperCaseCode } from '../hooks/upper-case-code'
import { withAuditTrail } from '../hooks/with-audit-trail'
import { discountCodeAudit } from '../lib/audit/specs'

export const DiscountCodes: CollectionConfig = withAuditTrail(discountCodeAudit, {
  slug: 'discount-codes',
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'percent', 'active', 'validUntil'], group: 'Shop' },
  access: { read: orderManagers, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      hooks: { beforeValidate: [upperCaseCode] },
    },
    { name: 'percent', type: 'number', required: true, min: 1, max: 90 },
    { name: 'active', type: 'checkbox', defaultValue: true },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date' },
        { name: 'validUntil', type: 'date' },
      ],
    },
  ],
})
