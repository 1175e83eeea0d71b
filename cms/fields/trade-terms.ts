import type { Field, NumberField } from 'payload'

/**
 * Trade terms kept in rupees, as staff and REST scripts write them (docs/decisions/031-trade-terms.md): the price of a
 * quantity tier or of a price list's line. They become paise once, where the catalogue snapshot and the buyer's terms
 * are read (`rupeesToPaise`), so the pricing module still works on integer paise.
 */
export const RUPEE_PRICE_ERROR = 'Enter a price in rupees above 0 with at most two decimals, e.g. 490 or 489.50'

export function validRupeePrice(value: unknown): true | string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 1e10) return RUPEE_PRICE_ERROR
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? true : RUPEE_PRICE_ERROR
}

export const rupeePriceField = (name: string, label: string): NumberField => ({
  name,
  label,
  type: 'number',
  required: true,
  validate: validRupeePrice,
  admin: { step: 0.01, description: 'In rupees' },
})

const wholeAtLeast = (minimum: number) => (value: unknown) =>
  value === null || value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= minimum && value <= 100_000)
    ? true
    : `A whole number of at least ${minimum}`

/**
 * Per catalogue code: quantity tiers (every buyer gets them), a minimum order quantity and a pack multiple ("sold in
 * boxes of 12"). The server refuses a quantity that breaks the pack rule, naming the code and the rule.
 */
export const codeTradeFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'minQuantity',
        label: 'Minimum order quantity',
        type: 'number',
        validate: wholeAtLeast(1),
        admin: { description: 'Empty or 1: no minimum' },
      },
      {
        name: 'multipleOf',
        label: 'Sold in multiples of',
        type: 'number',
        validate: wholeAtLeast(1),
        admin: { description: 'e.g. 12 for a box of 12; empty or 1: any quantity' },
      },
    ],
  },
  {
    name: 'tiers',
    label: 'Quantity tiers',
    type: 'array',
    labels: { singular: 'Tier', plural: 'Tiers' },
    admin: { description: 'From this many units on, each unit costs this price (when it is below "Our price").', initCollapsed: true },
    validate: (value: unknown) => {
      const quantities = ((value as { minQuantity?: number }[] | null) ?? []).map((tier) => tier.minQuantity)
      return new Set(quantities).size === quantities.length ? true : 'Each tier needs its own minimum quantity'
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'minQuantity', label: 'From quantity', type: 'number', required: true, validate: wholeAtLeast(2) },
          rupeePriceField('price', 'Unit price (₹)'),
        ],
      },
    ],
  },
]
