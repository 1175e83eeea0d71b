import type { CollectionConfig } from 'payload'

import { nobody } from '../../access'

/**
 * Which company each customer belongs to, one row per customer: the unique index on `customer` is what keeps a person
 * in one company, decided by the database even when two companies are saved at once (docs/decisions/067-companies.md).
 * Written only by the companies' hooks; not shown in the admin, answered to nobody.
 */
export const CompanyMemberships: CollectionConfig = {
  slug: 'company-memberships',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  lockDocuments: false,
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, unique: true, maxDepth: 0 },
    { name: 'companyKey', type: 'text', required: true, index: true },
  ],
}
