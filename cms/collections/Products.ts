import type { CollectionConfig, Field } from 'payload'

import { catalogueEditors, publishedOrCatalogueEditors } from '../access'
import { FEATURED_TABS } from '../contract/catalogue'
import { complianceField } from '../fields/compliance'
import { paiseField, validPaise } from '../fields/money'
import { slugField } from '../fields/slug'
import { codeTradeFields } from '../fields/trade-terms'
import { gtinField, lowStockThresholdField, productStockFields } from '../fields/stock'
import { gstRateField, hsnCodeField } from '../fields/tax'
import { tracksLotsField } from '../fields/tracks-lots'
import { withAuditTrail } from '../hooks/with-audit-trail'
import { recordsCatalogueChanges } from '../services/for-collections'
import { productAudit } from '../lib/audit/specs'

/** Rows of free text: benefits, applications, features, advantages, description lines. */
const textRows = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  labels: { singular: 'Line', plural: 'Lines' },
  fields: [{ name: 'text', type: 'textarea', required: true }],
})

export const Products: CollectionConfig = withAuditTrail(productAudit, {
  slug: 'products',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'genericName', '_status', 'updatedAt'],
    listSearchableFields: ['name', 'genericName', 'slug'],
    group: 'Catalogue',
    components: { beforeList: ['/admin/catalogue-import/ProductsListTools'] },
  },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: recordsCatalogueChanges('product', ['catalogue']),
  access: {
    read: publishedOrCatalogueEditors,
    create: catalogueEditors,
    update: catalogueEditors,
    delete: catalogueEditors,
    readVersions: catalogueEditors,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'genericName', type: 'text' },
    { name: 'category', type: 'relationship', relationTo: 'categories', required: true, index: true },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    textRows('description', 'Description lines'),
    {
      name: 'variants',
      label: 'Sizes',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Size', plural: 'Sizes' },
      admin: { description: 'Each size lists its catalogue codes. A product sold in one size uses the size "General".' },
      fields: [
        { name: 'size', type: 'text', required: true },
        {
          name: 'codes',
          type: 'array',
          minRows: 1,
          labels: { singular: 'Code', plural: 'Codes' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'shortCode', type: 'text', required: true, index: true },
                { name: 'fullCode', type: 'text' },
              ],
            },
            {
              type: 'row',
              fields: [
                paiseField('originalPrice', 'MRP', { required: true }),
                paiseField('discountedPrice', 'Our price', {
                  required: true,
                  validate: (value: number | null | undefined, { siblingData }: { siblingData: { originalPrice?: number } }) => {
                    const valid = validPaise(value, true)
                    if (valid !== true) return valid
                    const mrp = siblingData?.originalPrice
                    return typeof mrp === 'number' && (value as number) > mrp ? 'Our price cannot be above the MRP' : true
                  },
                } as never),
              ],
            },
            ...codeTradeFields,
            { type: 'row', fields: [gtinField, lowStockThresholdField] },
          ],
        },
      ],
    },
    {
      name: 'metaData',
      label: 'Product details',
      type: 'group',
      fields: [
        textRows('benefits', 'Benefits'),
        textRows('applications', 'Applications'),
        textRows('features', 'Features'),
        textRows('advantages', 'Advantages'),
        {
          name: 'productDesc',
          label: 'Specification rows',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'key', type: 'text', required: true },
                { name: 'value', type: 'text', required: true },
              ],
            },
          ],
        },
        {
          name: 'tensileStrength',
          label: 'Tensile strength',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'postImplantation', label: 'Post implantation period', type: 'text', required: true },
                { name: 'strength', type: 'text', required: true },
              ],
            },
            {
              name: 'subcat',
              label: 'Sub-rows',
              type: 'array',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', required: true },
                    { name: 'value', type: 'text', required: true },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    complianceField,
    hsnCodeField,
    gstRateField,
    tracksLotsField,
    ...productStockFields,
    {
      name: 'homeTab',
      label: 'Home page tab',
      type: 'select',
      options: FEATURED_TABS.map((tab) => ({ label: tab.label, value: tab.id })),
      admin: { position: 'sidebar', description: 'Pins the product to a tab of the home page featured section.' },
    },
    { name: 'metaDescription', type: 'textarea', maxLength: 300, admin: { position: 'sidebar' } },
  ],
})
