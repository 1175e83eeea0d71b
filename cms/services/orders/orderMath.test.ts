import { describe, expect, it } from 'vitest'

import { mergeLines } from './carts'
import { discountOn } from '../../contract/pricing'
import { isUsable, normaliseCode } from './discounts'
import { amountMatches } from './placeOrder'

describe('discount arithmetic (integer paise)', () => {
  it('rounds to the nearest paisa, halves up', () => {
    expect(discountOn(12345, 10)).toBe(1235)
    expect(discountOn(12344, 10)).toBe(1234)
    expect(discountOn(99999, 20)).toBe(20000)
    expect(discountOn(4, 10)).toBe(0)
  })

  it('never discounts more than the total', () => {
    expect(discountOn(100, 100)).toBe(100)
  })

  it('normalises typed codes', () => {
    expect(normaliseCode('  save10 ')).toBe('SAVE10')
  })

  it('checks activity and the validity window', () => {
    const now = new Date('2026-06-01T00:00:00Z')
    expect(isUsable({ code: 'A', percent: 10 }, now)).toBe(true)
    expect(isUsable({ code: 'A', percent: 10, active: false }, now)).toBe(false)
    expect(isUsable({ code: 'A', percent: 10, validUntil: '2026-05-31T23:59:59Z' }, now)).toBe(false)
    expect(isUsable({ code: 'A', percent: 10, validFrom: '2026-06-02T00:00:00Z' }, now)).toBe(false)
    expect(isUsable({ code: 'A', percent: 10, validFrom: '2026-05-01T00:00:00Z', validUntil: '2026-07-01T00:00:00Z' }, now)).toBe(true)
  })
})

describe("the buyer's amount", () => {
  it('matches the server total to the paisa, or rounded to whole rupees', () => {
    expect(amountMatches(1080.87, 108087)).toBe(true)
    expect(amountMatches(1081, 108087)).toBe(true)
    expect(amountMatches(1080, 108087)).toBe(false)
    expect(amountMatches(1080.86, 108087)).toBe(false)
    expect(amountMatches(0.1 + 0.2, 30)).toBe(true)
  })
})

describe('cart lines', () => {
  it('adds identical lines and remembers where each came from', () => {
    const line = (product: string, quantity: number, code = 'A') => ({ product, size: 'S', code, quantity })
    expect(mergeLines([line('p1', 2), line('p2', 1), line('p1', 3), line('p1', 1, 'B')])).toEqual([
      { ...line('p1', 5), sourceIndex: 0 },
      { ...line('p2', 1), sourceIndex: 1 },
      { ...line('p1', 1, 'B'), sourceIndex: 3 },
    ])
  })
})
