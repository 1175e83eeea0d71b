import type { Field } from 'payload'

import { AFTER_SALE_DEFAULTS } from '../contract/after-sale'

const wholeNumber = (max: number) => (value: unknown) =>
  value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max)
    ? true
    : `A whole number from 0 to ${max}`

/** The buyer's windows for cancelling and returning, which the API enforces and /privacy states. */
export const afterSalePolicyField: Field = {
  name: 'afterSale',
  label: 'Cancellation and returns',
  type: 'group',
  admin: { description: 'The policy page shows these figures; the shop refuses a cancellation or return outside them.' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'cancelWithinHours',
          label: 'Buyer may cancel within (hours of placing, while not shipped)',
          type: 'number',
          required: true,
          defaultValue: AFTER_SALE_DEFAULTS.cancelWithinHours,
          validate: wholeNumber(720),
        },
        {
          name: 'returnWithinDays',
          label: 'Buyer may return or replace within (days of delivery)',
          type: 'number',
          required: true,
          defaultValue: AFTER_SALE_DEFAULTS.returnWithinDays,
          validate: wholeNumber(365),
        },
      ],
    },
  ],
}
