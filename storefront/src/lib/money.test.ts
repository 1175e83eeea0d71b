import { describe, expect, it } from 'vitest'

import { priceRange } from '@contract'

import { formatPrice, formatPriceRange } from './money'

describe('formatPrice', () => {
  it('writes rupees en-IN style with the rupee sign and a space', () => {
    expect(formatPrice(1234.5)).toBe('₹ 1,234.50')
    expect(formatPrice(123456.789)).toBe('₹ 1,23,456.79')
    expect(formatPrice(0)).toBe('₹ 0.00')
  })

  it('rounds to whole rupees for the MRP line', () => {
    expect(formatPrice(999.5, { decimals: 0 })).toBe('₹ 1,000')
    expect(formatPrice(1499.49, { decimals: 0 })).toBe('₹ 1,499')
  })

  it('keeps the sign of a negative amount in front', () => {
    expect(formatPrice(-50)).toBe('-₹ 50.00')
  })

  it('treats a non-finite amount as zero', () => {
    expect(formatPrice(Number.NaN)).toBe('₹ 0.00')
  })
})

describe('price ranges', () => {
  const variants = [
    { size: '2-0', codes: [{ shortCode: 'A1', originalPrice: 450, discountedPrice: 400 }, { shortCode: 'A2', originalPrice: 120, discountedPrice: 100 }] },
    { size: '3-0', codes: [{ shortCode: 'B1', originalPrice: 300, discountedPrice: 250 }] },
  ]

  it('spans the lowest and highest original price of every code', () => {
    expect(priceRange(variants)).toEqual({ min: 120, max: 450 })
    expect(formatPriceRange(priceRange(variants))).toBe('₹ 120.00 - ₹ 450.00')
  })

  it('is 0 and 0 without codes', () => {
    expect(priceRange([])).toEqual({ min: 0, max: 0 })
    expect(priceRange([{ size: 'General', codes: [] }])).toEqual({ min: 0, max: 0 })
  })

  it('shows one price when both ends are equal', () => {
    expect(formatPriceRange({ min: 75, max: 75 })).toBe('₹ 75.00')
  })
})
