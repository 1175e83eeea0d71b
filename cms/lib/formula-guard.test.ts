import { describe, expect, it } from 'vitest'

import { protectCell, unprotectCell } from './formula-guard'

const RUNNABLE = ['=1+1', '+91 98', '-2', '@SUM(A1)', '\t=cmd', '\r=cmd']

describe('the formula guard', () => {
  it('keeps text a spreadsheet would run as text, with a leading apostrophe', () => {
    for (const value of RUNNABLE) expect(protectCell(value)).toBe(`'${value}`)
  })

  it('leaves other text, numbers and empty cells as they are', () => {
    expect(protectCell('City Hospital')).toBe('City Hospital')
    expect(protectCell("O'Brien")).toBe("O'Brien")
    expect(protectCell(-2)).toBe(-2)
    expect(protectCell(null)).toBeNull()
  })

  it('reads a protected cell back as it was, and only a protected one', () => {
    for (const value of RUNNABLE) expect(unprotectCell(protectCell(value))).toBe(value)
    expect(unprotectCell("'quoted")).toBe("'quoted")
    expect(unprotectCell(12)).toBe(12)
  })
})
