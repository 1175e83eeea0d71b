import type { CollectionConfig } from 'payload'

import { orderManagers } from '../access'
import { minimumShelfLifeField } from '../fields/shelf-life'
import { tradePriceField } from '../fields/trade-terms'
import { invalidatesCache } from '../services/for-collections'

const untilNotBeforeFrom = (value: unknown, { siblingData }: { siblingData: { validFrom?: string | null } }) =>
  !value || !siblingData?.validFrom || String(value).slice(0, 10) >= String(siblingData.validFrom).slice(0, 10)
    ? true
    : 'The list cannot end before it starts'

/**
 * Contract prices (rate contracts, distributor prices) for the verified business accounts it names, directly or by
 * customer group, and for every member of the companies it names, valid from one day to another (both included): a fixed price per catalogue code, or a percentage off
 * "Our price" for a category. A buyer pays the lowest of their valid lists, the quantity tier and "Our price"
 * (cms/contract/pricing.ts). Prices are paise like every stored amount (rupees in the admin and in the CSV that
 * `POST /api/staff/price-lists/:id/lines.csv` replaces the lines from).
 */
export const PriceLists: CollectionConfig = {
  slug: 'price-lists',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'validFrom', 'validUntil', 'customers', 'customerGroups', 'updatedAt'],
    group: 'Shop',
    description:
      'Lines take a catalogue code and a price in rupees; a CSV "code,price" can replace them (below, or POST /api/staff/price-lists/<id>/lines.csv).',
  },
  access: { read: orderManagers, create: orderManagers, update: orderManagers, delete: orderManagers },
  hooks: invalidatesCache(['price-lists']),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 150 },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'validUntil', type: 'date', validate: untilNotBeforeFrom as never, admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
    {
      name: 'customers',
      type: 'relationship',
      relationTo: 'customers',
      hasMany: true,
      index: true,
      admin: { description: 'Only verified business accounts get the list.' },
    },
    {
      name: 'customerGroups',
      type: 'relationship',
      relationTo: 'customer-groups',
      hasMany: true,
      index: true,
      admin: { description: 'Every verified business account in these groups gets the list too.' },
    },
    {
      name: 'companies',
      type: 'relationship',
      relationTo: 'companies',
      hasMany: true,
      index: true,
      admin: { description: "Every member of these companies gets the list: the company's prices, whoever orders." },
    },
    minimumShelfLifeField,
    { name: 'linesCsv', type: 'ui', admin: { components: { Field: '/admin/price-lists/LinesCsvUpload' } } },
    {
      name: 'lines',
      type: 'array',
      labels: { singular: 'Line', plural: 'Lines' },
      admin: { initCollapsed: true },
      fields: [{ type: 'row', fields: [{ name: 'code', type: 'text', required: true, index: true }, tradePriceField('price', 'Price')] }],
    },
    {
      name: 'categoryDiscounts',
      label: 'Percentage off "Our price" by category',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'category', type: 'relationship', relationTo: 'categories', required: true },
            { name: 'percent', type: 'number', required: true, min: 0.01, max: 90 },
          ],
        },
      ],
    },
  ],
}
