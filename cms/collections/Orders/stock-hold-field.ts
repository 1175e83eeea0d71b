import type { Field } from 'payload'

/**
 * What became of the stock an online order reserved when its payment did not come in time (services/stock/
 * unpaid-holds.ts): when the reservation lapsed, when a later payment reserved it again, and what it found short.
 * Written by the shop only.
 */
export const stockHoldField: Field = {
  name: 'stockHold',
  label: 'Stock hold',
  type: 'group',
  access: { update: () => false },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Set when an online order was not paid in time and gave its reserved stock back.',
  },
  fields: [
    { name: 'lapsedAt', label: 'Lapsed at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'reheldAt', label: 'Reserved again at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'note', type: 'textarea' },
  ],
}
