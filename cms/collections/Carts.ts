import type { CollectionConfig } from 'payload'

import { customersOrOrderManagers, orderManagersField, ownerOrOrderManagers } from '../access'
import { paiseField } from '../fields/money'
import { ownerField } from '../fields/owner'
import { assignOwner } from '../hooks/assign-owner'
import { priceCartLines } from '../hooks/price-cart-lines'

export const MAX_LINE_QUANTITY = 10_000

/** A server cart: made from the browser's cart at checkout, priced here, and turned into one order at most. */
export const Carts: CollectionConfig = {
  slug: 'carts',
  admin: { defaultColumns: ['customer', 'status', 'subtotal', 'createdAt'], group: 'Shop' },
  access: {
    read: ownerOrOrderManagers,
    create: customersOrOrderManagers,
    update: ownerOrOrderManagers,
    delete: ownerOrOrderManagers,
  },
  hooks: { beforeValidate: [assignOwner], beforeChange: [priceCartLines] },
  fields: [
    ownerField,
    {
      name: 'lines',
      type: 'array',
      minRows: 1,
      maxRows: 200,
      required: true,
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', required: true },
        {
          type: 'row',
          fields: [
            { name: 'size', type: 'text', required: true },
            { name: 'code', type: 'text', required: true },
            {
              name: 'quantity',
              type: 'number',
              required: true,
              min: 1,
              max: MAX_LINE_QUANTITY,
              validate: (value: number | null | undefined) =>
                Number.isInteger(value) && value! >= 1 && value! <= MAX_LINE_QUANTITY
                  ? true
                  : `A whole number from 1 to ${MAX_LINE_QUANTITY}`,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            paiseField('unitPrice', 'Unit price', { admin: { readOnly: true } }),
            paiseField('lineTotal', 'Line total', { admin: { readOnly: true } }),
          ],
        },
      ],
    },
    paiseField('subtotal', 'Subtotal', { admin: { readOnly: true, position: 'sidebar' } }),
    {
      name: 'status',
      type: 'select',
      defaultValue: 'open',
      options: [
        { label: 'Open', value: 'open' },
        { label: 'Ordered', value: 'ordered' },
      ],
      access: { create: orderManagersField, update: orderManagersField },
      admin: { position: 'sidebar' },
    },
  ],
}
