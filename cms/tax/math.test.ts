import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { spreadInProportion, splitIntraState, taxableValueOf, taxLines } from './math'

const RATES = [0, 0.25, 3, 5, 12, 18, 28]
const cart = fc.array(fc.record({ inclusive: fc.integer({ min: 1, max: 50_000_000_00 }), gstRate: fc.constantFrom(...RATES) }), {
  minLength: 1,
  maxLength: 30,
})
const cartWithDiscount = cart.chain((lines) => {
  const paid = lines.reduce((sum, line) => sum + line.inclusive, 0)
  return fc.tuple(fc.constant(lines), fc.integer({ min: 0, max: paid }), fc.boolean())
})

describe('tax math', () => {
  it('takes GST out of an inclusive price', () => {
    expect(taxableValueOf(112_00, 12)).toBe(100_00)
    expect(taxableValueOf(105_00, 5)).toBe(100_00)
    expect(taxableValueOf(1_00, 18)).toBe(85) // 84.7457… rounds to 85
    expect(taxableValueOf(999, 0)).toBe(999)
  })

  it('splits an odd tax so that CGST and SGST add up', () => {
    expect(splitIntraState(7)).toEqual({ cgst: 4, sgst: 3 })
    expect(splitIntraState(8)).toEqual({ cgst: 4, sgst: 4 })
  })

  it('spreads a discount in proportion to the lines, to the paisa', () => {
    expect(spreadInProportion(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(spreadInProportion(1000, [3000, 1000])).toEqual([750, 250])
  })

  it('a worked example: 10 % off two lines at 5 % and 12 %, inter-state', () => {
    const { lines, totals } = taxLines(
      [
        { inclusive: 1050_00, gstRate: 5 },
        { inclusive: 560_00, gstRate: 12 },
      ],
      161_00,
      false,
    )
    expect(lines.map((line) => [line.inclusive, line.taxableValue, line.igst])).toEqual([
      [945_00, 900_00, 45_00],
      [504_00, 450_00, 54_00],
    ])
    expect(totals).toMatchObject({ taxableValue: 1350_00, igst: 99_00, cgst: 0, sgst: 0, grandTotal: 1449_00 })
  })

  it('every line and the totals add up exactly to what the buyer paid, whatever the cart, rates, discount and states', () => {
    fc.assert(
      fc.property(cartWithDiscount, ([input, discount, intraState]) => {
        const paid = input.reduce((sum, line) => sum + line.inclusive, 0)
        const { lines, totals } = taxLines(input, discount, intraState)
        expect(lines.reduce((sum, line) => sum + line.discount, 0)).toBe(discount)
        expect(totals.grandTotal).toBe(paid - discount)
        expect(totals.taxableValue + totals.cgst + totals.sgst + totals.igst).toBe(paid - discount)
        for (const [index, line] of lines.entries()) {
          expect(Number.isInteger(line.taxableValue) && Number.isInteger(line.cgst) && Number.isInteger(line.igst)).toBe(true)
          expect(line.discount).toBeGreaterThanOrEqual(0)
          expect(line.discount).toBeLessThanOrEqual(input[index].inclusive)
          expect(line.taxableValue + line.cgst + line.sgst + line.igst).toBe(line.inclusive)
          if (intraState) {
            expect(line.igst).toBe(0)
            expect(Math.abs(line.cgst - line.sgst)).toBeLessThanOrEqual(1)
          } else {
            expect(line.cgst + line.sgst).toBe(0)
          }
          // The taxable value is the nearest paisa to inclusive ÷ (1 + rate).
          expect(Math.abs(line.taxableValue * (1 + line.gstRate / 100) - line.inclusive)).toBeLessThanOrEqual(
            0.5 * (1 + line.gstRate / 100) + 1e-6,
          )
        }
      }),
      { numRuns: 500 },
    )
  })

  it('a discount share follows the line amounts: no line gets more than one paisa beyond its exact share', () => {
    fc.assert(
      fc.property(cartWithDiscount, ([input, discount]) => {
        const paid = input.reduce((sum, line) => sum + line.inclusive, 0)
        const shares = spreadInProportion(
          discount,
          input.map((line) => line.inclusive),
        )
        shares.forEach((share, index) => expect(Math.abs(share - (discount * input[index].inclusive) / paid)).toBeLessThan(1 + 1e-6))
      }),
    )
  })
})
