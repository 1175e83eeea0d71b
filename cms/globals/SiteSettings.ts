import type { GlobalConfig } from 'payload'

import { adminsOnly, anyone } from '../access'
import { siteSettingsAudit } from '../lib/audit/specs'
import { withGlobalAuditTrail } from '../hooks/with-audit-trail'
import { globalInvalidatesCache } from '../services/for-collections'
import { afterSalePolicyField } from './AfterSalePolicy'
import { ewayBillThresholdField } from './EwayBillSettings'
import { minimumDaysToExpiryField } from './LotSettings'
import { availabilitySettingsFields, unpaidHoldField } from './StockSettings'
import { taxIdentityField } from './TaxIdentity'

/** The contact data public pages show (phones, email, address), and the business hours of the JSON-LD. */
export const SiteSettings: GlobalConfig = withGlobalAuditTrail(siteSettingsAudit, {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  // Page heads and first-load data carry this content (cms/seo/site-data.ts): an edit shows on the next request.
  hooks: { afterChange: [globalInvalidatesCache(['content'])] },
  access: { read: anyone, update: adminsOnly },
  fields: [
    { name: 'companyName', type: 'text', required: true, defaultValue: 'Nuvo Surgical' },
    {
      name: 'phones',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'label', type: 'text' },
        { name: 'number', type: 'text', required: true },
      ],
    },
    { name: 'email', type: 'email', required: true },
    { name: 'address', type: 'textarea', required: true },
    { name: 'mapLink', type: 'text' },
    { name: 'chatLink', type: 'text', admin: { description: 'e.g. a WhatsApp click-to-chat link' } },
    {
      name: 'openingHours',
      type: 'group',
      fields: [
        { name: 'days', type: 'text', defaultValue: 'Mo-Sa' },
        { name: 'opens', type: 'text', defaultValue: '09:00' },
        { name: 'closes', type: 'text', defaultValue: '18:00' },
        { name: 'label', type: 'text', defaultValue: 'Monday to Saturday, 09:00 to 18:00' },
      ],
    },
    taxIdentityField,
    afterSalePolicyField,
    minimumDaysToExpiryField,
    ...availabilitySettingsFields,
    unpaidHoldField,
    ewayBillThresholdField,
  ],
})
