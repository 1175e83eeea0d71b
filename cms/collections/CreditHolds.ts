import type { CollectionConfig } from 'payload'

import { nobody } from '../access'

/**
 * One row per account that has ever ordered on account: who is placing an order on it right now, until when
 * (services/credit/hold.ts, docs/decisions/035). Taken and given back with conditional writes, so the credit check and
 * the order it allows happen for one order at a time per account, across every server process. Not shown in the admin.
 */
export const CreditHolds: CollectionConfig = {
  slug: 'credit-holds',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    // The customer's id as text, not a relationship: the row outlives nothing and blocks no deletion.
    { name: 'customerId', type: 'text', required: true, unique: true },
    { name: 'holder', type: 'text', required: true },
    { name: 'until', type: 'number', required: true, admin: { description: 'Milliseconds since 1970.' } },
  ],
}
