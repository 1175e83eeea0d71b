import { describe, expect, it } from 'vitest'

import { pickLots } from './picking'
import { meetsShelfLifeMinimum, parseShelfLifeFraction, shelfLifeFractionProblem, strictestMinimum } from './shelf-life'

const today = '2026-11-28'

describe("a buyer's minimum remaining shelf life", () => {
  it('reads a fraction as 5/6 or a decimal, refusing anything outside (0, 1]', () => {
    expect(parseShelfLifeFraction('5/6')).toBeCloseTo(5 / 6)
    expect(parseShelfLifeFraction(' 2 / 3 ')).toBeCloseTo(2 / 3)
    expect(parseShelfLifeFraction('0.8')).toBe(0.8)
    expect(parseShelfLifeFraction('7/6')).toBeNull()
    expect(parseShelfLifeFraction('0/6')).toBeNull()
    expect(parseShelfLifeFraction('five sixths')).toBeNull()
    expect(shelfLifeFractionProblem('')).toBeNull()
    expect(shelfLifeFractionProblem('6/5')).toMatch(/5\/6/)
  })

  it('takes the strictest of the site, the customer and the price lists', () => {
    expect(strictestMinimum(1, [])).toEqual({ months: 1, fraction: null })
    expect(strictestMinimum(1, [{ months: 6 }, null, { months: 3, fraction: '2/3' }, { fraction: '5/6' }])).toEqual({
      months: 6,
      fraction: 5 / 6,
    })
    expect(strictestMinimum(4, [{ months: 2 }])).toEqual({ months: 4, fraction: null })
  })

  it('keeps lots with the months ahead, to the end of their expiry month', () => {
    const minimum = { months: 6, fraction: null }
    expect(meetsShelfLifeMinimum({ expiry: '2027-05' }, minimum, today)).toBe(true)
    expect(meetsShelfLifeMinimum({ expiry: '2027-04' }, minimum, today)).toBe(false)
  })

  it('judges a fraction from the manufacturing date, and the months alone without one', () => {
    const minimum = { months: 1, fraction: 5 / 6 }
    // Made 2026-07-01, expiring end of 2028-06: 730 days of life, 580 ahead (79 %), short of 5/6.
    expect(meetsShelfLifeMinimum({ expiry: '2028-06', manufactured: '2026-07-01' }, minimum, today)).toBe(false)
    // Made 2026-11, expiring end of 2028-10: 730 days, 702 ahead (96 %).
    expect(meetsShelfLifeMinimum({ expiry: '2028-10', manufactured: '2026-11' }, minimum, today)).toBe(true)
    expect(meetsShelfLifeMinimum({ expiry: '2028-06', manufactured: null }, minimum, today)).toBe(true)
    expect(meetsShelfLifeMinimum({ expiry: '2026-12', manufactured: null }, minimum, today)).toBe(true)
    expect(meetsShelfLifeMinimum({ expiry: '2026-11', manufactured: null }, minimum, today)).toBe(false)
  })
})

describe('first expiry first out', () => {
  const lots = [
    { lot: 'LATE', expiry: '2029-01', available: 50 },
    { lot: 'SOON', expiry: '2027-03', available: 4 },
    { lot: 'TOO-SHORT', expiry: '2026-12', available: 9 },
    { lot: 'EMPTY', expiry: '2027-01', available: 0 },
  ]

  it('takes the lot expiring first, then the next, skipping lots too short or empty', () => {
    expect(pickLots(lots, 10, { months: 2, fraction: null }, today)).toEqual({
      lots: [
        { lot: 'SOON', expiry: '2027-03', quantity: 4 },
        { lot: 'LATE', expiry: '2029-01', quantity: 6 },
      ],
      short: 0,
    })
    expect(pickLots(lots, 3, { months: 0, fraction: null }, today).lots).toEqual([{ lot: 'TOO-SHORT', expiry: '2026-12', quantity: 3 }])
  })

  it('says how many units no lot covers, and leaves for a second line only what the first did not take', () => {
    const taken = new Map<string, number>()
    expect(pickLots(lots, 50, { months: 2, fraction: null }, today, taken).short).toBe(0)
    expect(pickLots(lots, 10, { months: 2, fraction: null }, today, taken)).toEqual({
      lots: [{ lot: 'LATE', expiry: '2029-01', quantity: 4 }],
      short: 6,
    })
  })
})
