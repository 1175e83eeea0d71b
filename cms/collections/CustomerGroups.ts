import type { CollectionConfig } from 'payload'

import { orderManagers } from '../access'
import { invalidatesCache } from '../services/for-collections'

/**
 * Named sets of customers ("Delhi hospitals", "North distributors") that price lists can name instead of every buyer
 * one by one. A verified member gets every valid list naming the group (services/pricing/buyer-terms.ts); an edit
 * takes effect at once (cache tag `customer-groups`). Staff data, as price lists are.
 */
export const CustomerGroups: CollectionConfig = {
  slug: 'customer-groups',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'customers', 'updatedAt'],
    group: 'Shop',
    description: 'Price lists can name a group: its verified business accounts get the list.',
  },
  access: { read: orderManagers, create: orderManagers, update: orderManagers, delete: orderManagers },
  hooks: invalidatesCache(['customer-groups']),
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 150 },
    { name: 'customers', type: 'relationship', relationTo: 'customers', hasMany: true, index: true },
  ],
}
