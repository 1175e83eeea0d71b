import { describe, expect, it } from 'vitest'

import { catalogueCodes } from './catalogue-codes'

const product = (...codes: { id?: string; shortCode: string; originalPrice: number; discountedPrice: number }[]) => ({
  variants: [{ size: '3-0', codes }],
})
const sentences = (before: object | null, after: object | null) =>
  catalogueCodes(before as never, after as never).map((change) => change.sentence)

describe('catalogue codes in the audit trail', () => {
  it('names a price change by its code, in rupees', () => {
    expect(
      sentences(
        product({ id: 'a', shortCode: 'NC 8141', originalPrice: 64_000, discountedPrice: 60_000 }),
        product({ id: 'a', shortCode: 'NC 8141', originalPrice: 66_000, discountedPrice: 60_000 }),
      ),
    ).toEqual(['MRP of NC 8141 changed from ₹640.00 to ₹660.00'])
  })

  it('follows a renamed code by its row, and pairs rows sent without ids by their code', () => {
    expect(
      sentences(
        product({ id: 'a', shortCode: 'NC 8141', originalPrice: 100, discountedPrice: 100 }),
        product({ id: 'a', shortCode: 'NC 8142', originalPrice: 100, discountedPrice: 100 }),
      ),
    ).toEqual(['Code changed from NC 8141 to NC 8142'])
    expect(
      sentences(
        product({ id: 'a', shortCode: 'NC 8141', originalPrice: 100, discountedPrice: 100 }),
        product({ shortCode: 'NC 8141', originalPrice: 100, discountedPrice: 90 }),
      ),
    ).toEqual(['Our price of NC 8141 changed from ₹1.00 to ₹0.90'])
  })

  it('lists codes added and removed with their prices', () => {
    expect(
      sentences(
        product({ id: 'a', shortCode: 'NC 1', originalPrice: 100, discountedPrice: 100 }),
        product({ id: 'b', shortCode: 'NC 2', originalPrice: 200, discountedPrice: 150 }),
      ),
    ).toEqual(['Code NC 1 removed (was size 3-0, MRP ₹1.00, our price ₹1.00)', 'Code NC 2 added (size 3-0, MRP ₹2.00, our price ₹1.50)'])
  })
})
