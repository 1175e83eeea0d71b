import { describe, expect, it } from 'vitest'

import { formatCount, formatPaise, formatPriceRange, formatRupees } from './money'
import { ourPriceRange, priceRange } from './pricing'

describe('formatRupees', () => {
  it('writes rupees en-IN style with the rupee sign and a space', () => {
    expect(formatRupees(1234.5)).toBe('₹ 1,234.50')
    expect(formatRupees(123456.789)).toBe('₹ 1,23,456.79')
    expect(formatRupees(0)).toBe('₹ 0.00')
  })

  it('rounds to whole rupees for the MRP line', () => {
    expect(formatRupees(999.5, { decimals: 0 })).toBe('₹ 1,000')
    expect(formatRupees(1499.49, { decimals: 0 })).toBe('₹ 1,499')
  })

  it('keeps the sign of a negative amount in front', () => {
    expect(formatRupees(-50)).toBe('-₹ 50.00')
  })

  it('treats a non-finite amount as zero', () => {
    expect(formatRupees(Number.NaN)).toBe('₹ 0.00')
  })

  it('groups lakhs and crores in pairs after the first thousand', () => {
    expect(formatRupees(12345678.9)).toBe('₹ 1,23,45,678.90')
    expect(formatRupees(100)).toBe('₹ 100.00')
    expect(formatRupees(1000, { decimals: 0 })).toBe('₹ 1,000')
  })

  it('writes what the en-IN currency format writes, for any amount of paise', () => {
    const formats = [0, 2].map(
      (decimals) =>
        new Intl.NumberFormat('en-IN', {
          style: 'currency',
          currency: 'INR',
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        }),
    )
    const intl = (rupees: number, decimals: 0 | 2) => formats[decimals / 2]!.format(rupees)
    const reference = (rupees: number, decimals: 0 | 2) => intl(rupees, decimals).replace('₹', '₹ ')
    let seed = 7
    const next = () => (seed = (seed * 48271) % 2147483647)
    for (let i = 0; i < 2000; i++) {
      const rupees = (next() % 10 ** (1 + (i % 11))) / 100
      expect(formatRupees(rupees)).toBe(reference(rupees, 2))
      expect(formatRupees(rupees, { decimals: 0 })).toBe(reference(rupees, 0))
      expect(formatRupees(rupees, { symbol: '₹' })).toBe(intl(rupees, 2))
    }
  })

  it('puts what the document needs before the digits', () => {
    expect(formatRupees(2350, { symbol: '₹' })).toBe('₹2,350.00')
    expect(formatRupees(2350, { symbol: 'Rs. ' })).toBe('Rs. 2,350.00')
    expect(formatRupees(-1234.5, { symbol: '' })).toBe('-1,234.50')
  })
})

describe('formatCount', () => {
  it('groups a count as en-IN groups numbers', () => {
    for (const count of [0, 7, 999, 1_000, 33_995, 1_02_400, 12_34_56_789, -4_500])
      expect(formatCount(count)).toBe(count.toLocaleString('en-IN'))
  })
})

describe('formatPaise', () => {
  it('writes paise as rupees, with the same options', () => {
    expect(formatPaise(123450)).toBe('₹ 1,234.50')
    expect(formatPaise(1234567890, { symbol: '₹' })).toBe('₹1,23,45,678.90')
    expect(formatPaise(5, { symbol: '' })).toBe('0.05')
  })
})

describe('price ranges', () => {
  const variants = [
    {
      size: '2-0',
      codes: [
        { shortCode: 'A1', originalPrice: 450, discountedPrice: 400 },
        { shortCode: 'A2', originalPrice: 120, discountedPrice: 100 },
      ],
    },
    { size: '3-0', codes: [{ shortCode: 'B1', originalPrice: 300, discountedPrice: 250 }] },
  ]

  it('spans the lowest and highest original price of every code', () => {
    expect(priceRange(variants)).toEqual({ min: 120, max: 450 })
    expect(formatPriceRange(priceRange(variants))).toBe('₹ 120.00 - ₹ 450.00')
  })

  it('"Our price" spans the lowest and highest discounted price of every code', () => {
    expect(ourPriceRange(variants)).toEqual({ min: 100, max: 400 })
  })

  it('is 0 and 0 without codes', () => {
    expect(ourPriceRange([])).toEqual({ min: 0, max: 0 })
    expect(priceRange([])).toEqual({ min: 0, max: 0 })
    expect(priceRange([{ size: 'General', codes: [] }])).toEqual({ min: 0, max: 0 })
  })

  it('shows one price when both ends are equal', () => {
    expect(formatPriceRange({ min: 75, max: 75 })).toBe('₹ 75.00')
    expect(formatPriceRange({ min: 1250.4, max: 1250.4 }, { decimals: 0 })).toBe('₹ 1,250')
  })

  it('writes an MRP range in whole rupees', () => {
    expect(formatPriceRange({ min: 120, max: 1450.5 }, { decimals: 0 })).toBe('₹ 120 - ₹ 1,451')
  })
})
