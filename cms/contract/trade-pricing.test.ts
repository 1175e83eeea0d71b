import { describe, expect, it } from 'vitest'

import { buyerUnitPrice, firstPackQuantity, isListValidOn, NO_TERMS, packRuleProblem, packRuleText, termsOf, unitPriceFor } from './pricing'

describe('a buyer price', () => {
  const terms = termsOf(
    [
      {
        validFrom: '2026-01-01',
        validUntil: '2026-12-31',
        lines: [
          { code: 'A', price: 480_00 },
          { code: 'B', price: 900_00 },
        ],
      },
      {
        validFrom: '2026-11-01',
        validUntil: null,
        lines: [{ code: 'A', price: 485_00 }],
        categoryDiscounts: [{ category: 'cat', percent: 10 }],
      },
      { validFrom: '2027-01-01', lines: [{ code: 'A', price: 1_00 }] },
    ],
    '2026-11-26',
  )

  it('is the lowest of the valid lists, the percentage off the category and "Our price"', () => {
    expect(terms.codePrices.get('A')).toBe(480_00)
    expect(buyerUnitPrice(510_00, 'A', 'other', terms)).toBe(480_00)
    expect(buyerUnitPrice(510_00, 'A', 'cat', terms)).toBe(459_00)
    // A list price above "Our price" never raises the price.
    expect(buyerUnitPrice(800_00, 'B', 'other', terms)).toBe(800_00)
    expect(buyerUnitPrice(510_00, 'A', 'other', NO_TERMS)).toBe(510_00)
  })

  it('takes a tier when the quantity reaches it and it is lower', () => {
    const tiers = [
      { minQuantity: 10, price: 490_00 },
      { minQuantity: 50, price: 470_00 },
    ]
    expect(unitPriceFor(510_00, tiers, 9)).toBe(510_00)
    expect(unitPriceFor(510_00, tiers, 10)).toBe(490_00)
    expect(unitPriceFor(510_00, tiers, 50)).toBe(470_00)
    expect(unitPriceFor(480_00, tiers, 10)).toBe(480_00)
  })

  it('applies a list from its first to its last day, both included', () => {
    expect(isListValidOn({ validFrom: '2026-11-26T00:00:00.000Z', validUntil: '2026-11-26T12:00:00.000Z' }, '2026-11-26')).toBe(true)
    expect(isListValidOn({ validFrom: '2026-11-27', validUntil: null }, '2026-11-26')).toBe(false)
    expect(isListValidOn({ validFrom: '2026-11-01', validUntil: '2026-11-25' }, '2026-11-26')).toBe(false)
  })
})

describe('pack rules', () => {
  it('name the code and the rule', () => {
    expect(packRuleProblem('NC 8141', { multipleOf: 12 }, 5)).toBe('NC 8141 is sold in multiples of 12')
    expect(packRuleProblem('NC 8141', { minQuantity: 10 }, 5)).toBe('NC 8141 has a minimum order of 10')
    expect(packRuleProblem('NC 8141', { minQuantity: 10, multipleOf: 12 }, 24)).toBeNull()
    expect(packRuleText({ multipleOf: 12 })).toBe('Sold in multiples of 12')
    expect(packRuleText({ minQuantity: 24, multipleOf: 12 })).toBe('Minimum order 24, in multiples of 12')
    expect(packRuleText({ minQuantity: 1, multipleOf: 1 })).toBeNull()
  })

  it('start a quantity at the least they allow', () => {
    expect(firstPackQuantity({ multipleOf: 12 })).toBe(12)
    expect(firstPackQuantity({ minQuantity: 10 })).toBe(10)
    expect(firstPackQuantity({ minQuantity: 30, multipleOf: 12 })).toBe(36)
    expect(firstPackQuantity({ minQuantity: 24, multipleOf: 12 })).toBe(24)
    expect(firstPackQuantity({})).toBe(1)
    for (const rule of [{ multipleOf: 12 }, { minQuantity: 10 }, { minQuantity: 30, multipleOf: 12 }])
      expect(packRuleProblem('NC 8141', rule, firstPackQuantity(rule))).toBeNull()
  })
})
