import { describe, expect, it } from 'vitest'

import { amountMatches } from './place-order'

describe("the buyer's amount", () => {
  it('matches the server total to the paisa, or rounded to whole rupees', () => {
    expect(amountMatches(1080.87, 108087)).toBe(true)
    expect(amountMatches(1081, 108087)).toBe(true)
    expect(amountMatches(1080, 108087)).toBe(false)
    expect(amountMatches(1080.86, 108087)).toBe(false)
    expect(amountMatches(0.1 + 0.2, 30)).toBe(true)
  })
})
