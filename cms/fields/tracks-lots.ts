import type { Field } from 'payload'

/** Whether shipping this product asks for lot numbers and expiries (cms/contract/lots.ts). On unless turned off. */
export const tracksLotsField: Field = {
  name: 'tracksLots',
  label: 'Tracks lots',
  type: 'checkbox',
  defaultValue: true,
  admin: {
    position: 'sidebar',
    description: 'When on, shipping an order asks for the lot (batch) number, expiry and quantity of each line of this product.',
  },
}
