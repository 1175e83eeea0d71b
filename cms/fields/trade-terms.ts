import type { Field, NumberField } from 'payload'

import { paiseField, validPaise } from './money'

/**
 * A trade price, the price of a quantity tier or of a price list's line: integer paise like every stored amount
 * (docs/decisions/042-trade-prices-in-paise.md), typed and shown in rupees by the admin's money field.
 */
export const TRADE_PRICE_ERROR = 'Enter a price above ₹0 in rupees with up to two decimals, e.g. 490 or 489.50'

export function validTradePrice(value: unknown): true | string {
  const paise = validPaise(value, true)
  if (paise !== true) return paise
  return (value as number) > 0 ? true : TRADE_PRICE_ERROR
}

export const tradePriceField = (name: string, label: string): NumberField =>
  paiseField(name, label, { required: true, validate: validTradePrice as never })

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
          tradePriceField('price', 'Unit price'),
        ],
      },
    ],
  },
]
