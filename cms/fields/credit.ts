import type { GroupField } from 'payload'

import { orderManagersField } from '../access'
import { CREDIT_TERMS_DAYS } from '../contract/credit'
import { paiseField, validPaise } from './money'

type CreditSiblings = { limit?: number | null; termsDays?: number | null }

const TERMS_TEXT = `${CREDIT_TERMS_DAYS.slice(0, -1).join(', ')} or ${CREDIT_TERMS_DAYS.at(-1)} days`
const CREDIT_LIMIT_ERROR = 'A credit limit is a whole number of rupees, 0 or more'
const hasLimit = (siblings: CreditSiblings | undefined) => typeof siblings?.limit === 'number' && siblings.limit > 0

/**
 * Credit for a verified business account (docs/decisions/033): a limit of whole rupees, stored in paise like every
 * amount (docs/decisions/042), and net terms. Only admins and
 * order managers set it; the buyer may then pay on account up to the limit.
 */
export const creditField: GroupField = {
  name: 'credit',
  label: 'Credit (pay on account)',
  type: 'group',
  access: { create: orderManagersField, update: orderManagersField },
  admin: {
    description:
      "Only for a verified business account in no company: a company's members pay on the company's credit. Leave the limit empty for no credit.",
  },
  fields: [
    {
      type: 'row',
      fields: [
        paiseField('limit', 'Credit limit', {
          admin: { description: 'In whole rupees, e.g. 5,00,000' },
          validate: (value: number | null | undefined) => {
            const paise = validPaise(value)
            if (paise !== true) return paise
            return value === null || value === undefined || value % 100 === 0 ? true : CREDIT_LIMIT_ERROR
          },
        }),
        {
          name: 'termsDays',
          label: 'Terms (days after the invoice)',
          type: 'number',
          admin: { description: TERMS_TEXT },
          validate: (value: unknown, { siblingData }: { siblingData: CreditSiblings }) => {
            if (value === null || value === undefined)
              return hasLimit(siblingData) ? `Terms are needed with a credit limit: ${TERMS_TEXT}` : true
            return (CREDIT_TERMS_DAYS as readonly unknown[]).includes(value) ? true : `Terms are ${TERMS_TEXT}`
          },
        },
      ],
    },
  ],
}
