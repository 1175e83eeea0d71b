import { describe, expect, it } from 'vitest'

import { discountOn, priceLines, totalsOf, UNKNOWN_CODE, UNKNOWN_PRODUCT } from './pricing'

const products = new Map([
  [
    'p1',
    {
      variants: [
        { size: '2-0', codes: [{ shortCode: 'NW 2345', originalPrice: 150_000, discountedPrice: 120_000 }] },
        { size: '3-0', codes: [{ shortCode: 'NW 2346', originalPrice: 160_000, discountedPrice: 130_000 }] },
      ],
    },
  ],
])

describe('priceLines', () => {
  it('prices each line from the price list, whatever else the line carries, and adds up the subtotal in paise', () => {
    const result = priceLines(products, [
      { product: 'p1', size: '2-0', code: 'NW 2345', quantity: 3, sourceIndex: 0 },
      { product: 'p1', size: '3-0', code: 'NW 2346', quantity: 1, sourceIndex: 2 },
    ])
    expect(result.errors).toEqual([])
    expect(result.lines.map(({ unitPrice, lineTotal, sourceIndex }) => ({ unitPrice, lineTotal, sourceIndex }))).toEqual([
      { unitPrice: 120_000, lineTotal: 360_000, sourceIndex: 0 },
      { unitPrice: 130_000, lineTotal: 130_000, sourceIndex: 2 },
    ])
    expect(result.subtotal).toBe(490_000)
  })

  it('refuses a product missing from the list, and a size or code the product does not sell', () => {
    const result = priceLines(products, [
      { product: 'gone', size: '2-0', code: 'NW 2345', quantity: 1 },
      { product: 'p1', size: '2-0', code: 'NW 2346', quantity: 1 },
      { product: 'p1', size: '5-0', code: 'NW 2345', quantity: 1 },
    ])
    expect(result.errors).toEqual([
      { index: 0, field: 'product', message: UNKNOWN_PRODUCT },
      { index: 1, field: 'code', message: UNKNOWN_CODE },
      { index: 2, field: 'code', message: UNKNOWN_CODE },
    ])
    expect(result.lines).toEqual([])
    expect(result.subtotal).toBe(0)
  })
})

describe('discount arithmetic (integer paise)', () => {
  it('rounds to the nearest paisa, halves up', () => {
    expect(discountOn(12345, 10)).toBe(1235)
    expect(discountOn(12344, 10)).toBe(1234)
    expect(discountOn(99999, 20)).toBe(20000)
    expect(discountOn(4, 10)).toBe(0)
  })

  it('never discounts more than the subtotal', () => {
    expect(discountOn(100, 100)).toBe(100)
    expect(discountOn(100, 150)).toBe(100)
  })

  it('totals lines: subtotal, discount, and what is left to pay', () => {
    expect(
      totalsOf(
        [
          { unitPrice: 33_333, quantity: 3 },
          { unitPrice: 1_001, quantity: 1 },
        ],
        10,
      ),
    ).toEqual({
      subtotal: 101_000,
      discount: 10_100,
      total: 90_900,
    })
    expect(totalsOf([], 10)).toEqual({ subtotal: 0, discount: 0, total: 0 })
  })
})
