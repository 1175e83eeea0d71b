import type { GroupField } from 'payload'

import { orderManagersField, staffField } from '../access'
import { shelfLifeFractionProblem } from '../contract/shelf-life'

/**
 * A buyer's minimum remaining shelf life at delivery (a hospital tender's clause), on a customer or a price list:
 * months, or a fraction of the lot's total shelf life. Picking and shipping keep the strictest of the site's, the
 * customer's and the customer's price lists' (cms/contract/shelf-life.ts).
 */
export const minimumShelfLifeField: GroupField = {
  name: 'minimumShelfLife',
  label: 'Minimum remaining shelf life at delivery',
  type: 'group',
  access: { read: staffField, create: orderManagersField, update: orderManagersField },
  admin: {
    description:
      "Lots shipped to this buyer keep at least this much life. Months, or a fraction of the total shelf life such as 5/6 (judged from the lot's manufacturing date; without one, the months and the site minimum decide). Empty: the site minimum.",
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'months', type: 'number', min: 0, max: 120 },
        {
          name: 'fraction',
          label: 'Fraction of shelf life',
          type: 'text',
          maxLength: 12,
          admin: { placeholder: '5/6' },
          validate: (value: unknown) => shelfLifeFractionProblem(typeof value === 'string' ? value : null) ?? true,
        },
      ],
    },
  ],
}
