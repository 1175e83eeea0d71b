import type { GroupField } from 'payload'

import { orderManagersField } from '../access'
import { CREDIT_TERMS_DAYS } from '../contract/credit'

type CreditSiblings = { limit?: number | null; termsDays?: number | null }

const TERMS_TEXT = `${CREDIT_TERMS_DAYS.slice(0, -1).join(', ')} or ${CREDIT_TERMS_DAYS.at(-1)} days`
const hasLimit = (siblings: CreditSiblings | undefined) => typeof siblings?.limit === 'number' && siblings.limit > 0

/**
 * Credit for a verified business account (docs/decisions/033): a limit in whole rupees and net terms. Only admins and
 * order managers set it; the buyer may then pay on account up to the limit.
 */
export const creditField: GroupField = {
  name: 'credit',
  label: 'Credit (pay on account)',
  type: 'group',
  access: { create: orderManagersField, update: orderManagersField },
  admin: { description: 'Only for a verified business account. Leave the limit empty for no credit.' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'limit',
          label: 'Credit limit (₹, whole rupees)',
          type: 'number',
          min: 0,
          admin: { step: 1000 },
          validate: (value: unknown) =>
            value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 1e9)
              ? true
              : 'A credit limit is a whole number of rupees, 0 or more',
        },
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
