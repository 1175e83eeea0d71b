/**
 * Trade terms of the demo catalogue (rupees, as staff type them): quantity tiers and pack rules on a few codes, and a
 * verified distributor with a rate contract, so a fresh shop shows contract prices, tiers and pack rules.
 */
export type SeedCodeTerms = { tiers?: { minQuantity: number; price: number }[]; minQuantity?: number; multipleOf?: number }

export const CODE_TERMS: Record<string, SeedCodeTerms> = {
  'NW 2341': {
    tiers: [
      { minQuantity: 12, price: 2760 },
      { minQuantity: 36, price: 2690 },
    ],
  },
  'DN 1101': {
    tiers: [
      { minQuantity: 10, price: 320 },
      { minQuantity: 50, price: 300 },
    ],
  },
  'BD 7121': { multipleOf: 12 },
  'GL 5101': { minQuantity: 10 },
}

export const DEMO_DISTRIBUTOR = {
  name: 'Ravi Menon',
  email: 'distributor@example.com',
  countryCode: '+91',
  phoneNumber: '9876500012',
  password: 'Distributor#123',
  business: { organisation: 'Sunrise Surgical Distributors', type: 'distributor', gstin: '27AAPFU0939F1ZV', verified: true },
  /** Pays on account: ₹2,00,000 of credit, net 30 days (docs/decisions/033). */
  credit: { limit: 200_000, termsDays: 30 },
} as const

/** The distributor's rate contract: fixed prices for some codes, 5 % off "Our price" for a category. */
export const DEMO_PRICE_LIST = {
  name: 'Sunrise Surgical Distributors — rate contract',
  validFrom: '2025-04-01',
  validUntil: null,
  lines: [
    { code: 'NW 2341', price: 2650 },
    { code: 'DN 1101', price: 325 },
    { code: 'BD 7121', price: 82 },
    { code: 'DS 2201', price: 330 },
  ],
  categoryDiscount: { category: 'GLOVES', percent: 5 },
}
