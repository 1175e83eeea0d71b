import type { Field } from 'payload'

import { orderManagersField, orderManagersOrWarehouseField } from '../../access'
import { paiseField } from '../../fields/money'
import { shipmentLotsField } from './lots/field'
import { partBField } from './part-b'

/**
 * What staff record while fulfilling an order. The status actions (fulfilment.ts) decide when each may change:
 * shipment while the order is SHIPPED, cancellation and refund only on the move to CANCELLED.
 */
const fulfilment = { access: { update: orderManagersField } }

export const REFUND_METHODS = ['RAZORPAY', 'MANUAL'] as const

export const fulfilmentFields: Field[] = [
  {
    name: 'shipment',
    type: 'group',
    // The warehouse ships orders too (orderManagersOrShipping keeps it to the move to SHIPPED).
    access: { update: orderManagersOrWarehouseField },
    admin: { readOnly: true, description: 'Filled when the order ships (status actions at the top).' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'courier', type: 'text' },
          { name: 'trackingNumber', type: 'text' },
        ],
      },
      { name: 'trackingUrl', label: 'Tracking URL', type: 'text' },
      shipmentLotsField,
      partBField,
    ],
  },
  {
    name: 'cancellation',
    type: 'group',
    ...fulfilment,
    admin: { readOnly: true },
    fields: [{ name: 'reason', type: 'textarea' }],
  },
  {
    name: 'refund',
    type: 'group',
    ...fulfilment,
    admin: { readOnly: true, description: 'Recorded when a paid online order is cancelled.' },
    fields: [
      {
        type: 'row',
        fields: [
          paiseField('amount', 'Amount'),
          { name: 'method', type: 'select', options: [...REFUND_METHODS] },
          { name: 'reference', type: 'text' },
          { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        ],
      },
    ],
  },
  {
    // Orders are searched by order id, buyer's phone, email or name and catalogue codes: one lower-case text written
    // when the order is placed, so the search is a single `like` on any database (no joins).
    name: 'searchText',
    // The list's search box reads "Search by Order ID or Phone, email, name or code".
    label: 'Phone, email, name or code',
    type: 'text',
    index: true,
    admin: { hidden: true },
    access: { read: orderManagersField, update: () => false },
  },
]
