import type { RequiredDataFromCollectionSlug } from 'payload'

/** SAVE10 and SAVE20, open-ended; WELCOME5 ended in the past, so expiry can be tested. */
export const DISCOUNT_CODES: RequiredDataFromCollectionSlug<'discount-codes'>[] = [
  { code: 'SAVE10', percent: 10, active: true, validFrom: null, validUntil: null },
  { code: 'SAVE20', percent: 20, active: true, validFrom: null, validUntil: null },
  {
    code: 'WELCOME5',
    percent: 5,
    active: true,
    validFrom: '2025-01-01T00:00:00.000Z',
    validUntil: '2025-12-31T23:59:59.000Z',
  },
]
