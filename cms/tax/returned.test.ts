import { describe, expect, it } from 'vitest'

import { returnedShare } from './returned'

describe('returnedShare', () => {
  it('gives back the units’ share of what the line was paid, rounded half up to the paisa', () => {
    expect(returnedShare(30_000, 3, 0, 1)).toBe(10_000)
    expect(returnedShare(10_000, 3, 0, 1)).toBe(3_333)
    expect(returnedShare(10_000, 3, 0, 2)).toBe(6_667)
  })

  it('adds up to exactly what was paid when a line comes back in several returns', () => {
    const paid = 99_997
    const quantity = 7
    const parts = [2, 1, 3, 1]
    let already = 0
    const shares = parts.map((units) => {
      const share = returnedShare(paid, quantity, already, units)
      already += units
      return share
    })
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(paid)
  })

  it('never gives back more than was paid, even for units beyond the line', () => {
    expect(returnedShare(5_000, 2, 2, 1)).toBe(0)
    expect(returnedShare(5_000, 2, 0, 5)).toBe(5_000)
  })
})
