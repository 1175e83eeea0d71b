import type { Field } from 'payload'

/**
 * The lots (batches) that went out for each line, recorded on the move to SHIPPED (lots/shipLots.ts) and fixed from
 * then on: the invoice issued at that moment prints them. `lot` and `product` are indexed for the recall lookup.
 */
export const shipmentLotsField: Field = {
  name: 'lots',
  label: 'Lots (batch numbers)',
  type: 'array',
  labels: { singular: 'Lot', plural: 'Lots' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'code', type: 'text', required: true },
        { name: 'lot', label: 'Lot / batch number', type: 'text', required: true, index: true },
        { name: 'expiry', label: 'Expiry (YYYY-MM)', type: 'text' },
        { name: 'quantity', type: 'number', required: true },
      ],
    },
    { name: 'product', type: 'relationship', relationTo: 'products', index: true, admin: { hidden: true } },
  ],
}
