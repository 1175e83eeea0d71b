import type { CollectionConfig } from 'payload'

import { adminsOnly, anyone } from '../access'
import { withAuditTrail } from '../hooks/with-audit-trail'
import { gstRatesOf, recordsCatalogueChanges } from '../services/for-collections'
import { gstRateAudit } from '../lib/audit/specs'

/**
 * The GST rates products may carry. Rates are data because they change (the 2025 reform moved many medical goods to
 * 5 %): staff add a rate here, then choose it on the products it applies to.
 */
export const GstRates: CollectionConfig = withAuditTrail(gstRateAudit, {
  slug: 'gst-rates',
  labels: { singular: 'GST rate', plural: 'GST rates' },
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'rate'], group: 'Settings' },
  access: { read: anyone, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  hooks: recordsCatalogueChanges('gst-rate', ['catalogue'], gstRatesOf),
  fields: [
    { name: 'rate', label: 'Rate (%)', type: 'number', required: true, unique: true, min: 0, max: 100 },
    { name: 'label', type: 'text', required: true, admin: { description: 'e.g. "5 % (medical goods)"' } },
  ],
})
