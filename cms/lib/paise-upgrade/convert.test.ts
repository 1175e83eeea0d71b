import { describe, expect, it } from 'vitest'

import {
  creditInPaise,
  describeReport,
  emptyReport,
  importEntriesInPaise,
  linesInPaise,
  rupeesToWholePaise,
  variantsInPaise,
} from './convert'

describe('rupees as stored become whole paise', () => {
  it('is exact for every amount with two decimals, floats included', () => {
    for (const [rupees, paise] of [
      [489.5, 48950],
      [0.29, 29],
      [1.15, 115],
      [4.35, 435],
      [2650, 265000],
      [1234.56, 123456],
      [200000, 20000000],
    ] as const)
      expect(rupeesToWholePaise(rupees)).toEqual({ paise, fractional: false })
  })

  it('rounds a fraction of a paisa to the nearest paisa and says so', () => {
    expect(rupeesToWholePaise(10.004)).toEqual({ paise: 1000, fractional: true })
    expect(rupeesToWholePaise(10.006)).toEqual({ paise: 1001, fractional: true })
  })

  it('converts every tier of every code and leaves everything else of a size as it is', () => {
    const report = emptyReport()
    const variants = [
      {
        size: '3-0',
        codes: [
          { shortCode: 'A', originalPrice: 60000, discountedPrice: 51000, tiers: [{ id: 't1', minQuantity: 10, price: 490.5 }] },
          { shortCode: 'B', originalPrice: 30000, discountedPrice: 25000, tiers: [] },
          { shortCode: 'C', originalPrice: 30000, discountedPrice: 25000, tiers: null },
        ],
      },
      { size: '4-0', codes: [{ shortCode: 'D', originalPrice: 100, discountedPrice: 90 }] },
    ]
    expect(variantsInPaise(variants, report)).toEqual([
      {
        size: '3-0',
        codes: [
          { shortCode: 'A', originalPrice: 60000, discountedPrice: 51000, tiers: [{ id: 't1', minQuantity: 10, price: 49050 }] },
          { shortCode: 'B', originalPrice: 30000, discountedPrice: 25000, tiers: [] },
          { shortCode: 'C', originalPrice: 30000, discountedPrice: 25000, tiers: null },
        ],
      },
      { size: '4-0', codes: [{ shortCode: 'D', originalPrice: 100, discountedPrice: 90 }] },
    ])
    expect(report.converted['tier prices']).toBe(1)
  })

  it("converts price lists' lines, credit limits and the tiers an import keeps for its revert", () => {
    const report = emptyReport()
    expect(
      linesInPaise(
        [
          { code: 'A', price: 325 },
          { code: 'B', price: 82.05 },
        ],
        report,
      ),
    ).toEqual([
      { code: 'A', price: 32500 },
      { code: 'B', price: 8205 },
    ])
    expect(creditInPaise({ limit: 200_000, termsDays: 30 }, report)).toEqual({ limit: 20_000_000, termsDays: 30 })
    expect(creditInPaise({ limit: null, termsDays: null }, report)).toEqual({ limit: null, termsDays: null })
    const entries = [
      { productId: 'p1', before: { variants: [{ size: 'S', codes: [{ shortCode: 'A', tiers: [{ minQuantity: 5, price: 12.5 }] }] }] } },
      { productId: 'p2', before: {}, prices: [{ shortCode: 'B', before: { originalPrice: 100 }, after: { originalPrice: 200 } }] },
    ]
    expect(importEntriesInPaise(entries, report)).toEqual([
      { productId: 'p1', before: { variants: [{ size: 'S', codes: [{ shortCode: 'A', tiers: [{ minQuantity: 5, price: 1250 }] }] }] } },
      entries[1],
    ])
    expect(report.converted).toEqual({ 'tier prices': 0, 'price-list prices': 2, 'credit limits': 1, 'import tier prices': 1 })
    expect(report.fractional).toEqual([])
  })

  it('reports what it converted and every value that held a fraction of a paisa', () => {
    const report = emptyReport()
    linesInPaise(
      [
        { code: 'A', price: 10.004 },
        { code: 'B', price: 5 },
      ],
      report,
    )
    expect(describeReport(report)).toBe(
      'Trade prices moved from rupees to paise: 0 tier prices, 2 price-list prices, 0 credit limits, 0 import tier prices; ' +
        '1 held a fraction of a paisa and were rounded: price-list prices 10.004.',
    )
    expect(describeReport(emptyReport())).toContain('none held a fraction of a paisa')
  })
})
