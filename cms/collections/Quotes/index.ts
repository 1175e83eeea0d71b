import type { CollectionConfig } from 'payload'

import { nobodyField, ownedManagedByOrderManagers } from '../../access'
import { QUOTE_STATUSES } from '../../contract/quotes'
import { paiseField } from '../../fields/money'
import { ownerField } from '../../fields/owner'
import { assignQuoteId } from './hooks/assign-quote-id'
import { checkQuoteStatus } from './hooks/check-quote-status'
import { notifyQuoted } from './hooks/notify-quoted'

const readOnly = { readOnly: true }

/**
 * Quote requests: a buyer sends a cart with the organisation's details (shop API `POST /quote/create`); order
 * managers enter a unit price per line and a validity date and set QUOTED, which emails the buyer; the buyer turns
 * a valid quote into an order at those prices (`POST /quote/order`), which sets ORDERED. CLOSED ends it unordered.
 */
export const Quotes: CollectionConfig = {
  slug: 'quotes',
  admin: {
    useAsTitle: 'quoteId',
    defaultColumns: ['quoteId', 'organisation', 'customer', 'status', 'validUntil', 'createdAt'],
    listSearchableFields: ['quoteId', 'organisation', 'gstin'],
    group: 'Shop',
  },
  defaultSort: '-createdAt',
  access: ownedManagedByOrderManagers,
  hooks: { beforeChange: [assignQuoteId, checkQuoteStatus], afterChange: [notifyQuoted] },
  fields: [
    {
      name: 'quoteId',
      label: 'Quote ID',
      type: 'text',
      unique: true,
      index: true,
      admin: { ...readOnly, position: 'sidebar', description: 'The reference the buyer sees, e.g. NQ-261125-7KQ2' },
      access: { update: nobodyField },
    },
    ownerField,
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'NEW',
      index: true,
      options: QUOTE_STATUSES.map((status) => ({ label: status, value: status })),
      admin: { position: 'sidebar', description: 'NEW → QUOTED (prices and validity entered) → ORDERED by the buyer, or CLOSED.' },
    },
    {
      name: 'validUntil',
      label: 'Valid until',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly' },
        description: 'Last day the quoted prices hold; 30 days from quoting when left empty.',
      },
    },
    { name: 'orderId', label: 'Order ID', type: 'text', admin: { ...readOnly, position: 'sidebar' } },
    {
      // Set once, by "Make a price list for this buyer" (POST /api/staff/quotes/:id/price-list).
      name: 'priceList',
      label: 'Price list (rate contract)',
      type: 'relationship',
      relationTo: 'price-lists',
      maxDepth: 0,
      admin: { ...readOnly, position: 'sidebar', description: 'The price list made from this accepted quote.' },
      access: { create: nobodyField, update: nobodyField },
    },
    { name: 'makePriceList', type: 'ui', admin: { position: 'sidebar', components: { Field: '/admin/quotes/MakePriceListButton' } } },
    { name: 'organisation', type: 'text', required: true, maxLength: 120, admin: readOnly },
    { name: 'gstin', label: 'GSTIN', type: 'text', maxLength: 15, admin: readOnly },
    { name: 'expectedDelivery', label: 'Expected delivery', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayOnly' } } },
    { name: 'message', type: 'textarea', maxLength: 1000, admin: readOnly },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 200,
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', required: true, admin: readOnly },
        { name: 'name', type: 'text', required: true, admin: readOnly },
        {
          type: 'row',
          fields: [
            { name: 'size', type: 'text', required: true, admin: readOnly },
            { name: 'code', type: 'text', required: true, admin: readOnly },
            { name: 'quantity', type: 'number', required: true, admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            paiseField('listPrice', 'List price', { required: true, admin: { readOnly: true, description: '"Our price" when asked.' } }),
            paiseField('quotedPrice', 'Quoted unit price'),
          ],
        },
      ],
    },
  ],
}
