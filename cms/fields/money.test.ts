import { describe, expect, it } from 'vitest'

import { paiseToRupeesText, rupeesTextToPaise, staffAmount, validPaise } from './money'

describe('rupees typed by staff', () => {
  it('reads whole rupees, grouped rupees and up to two decimals as paise', () => {
    expect(rupeesTextToPaise('2350')).toBe(235000)
    expect(rupeesTextToPaise('2,350.50')).toBe(235050)
    expect(rupeesTextToPaise(' ₹ 2,35,000.5 ')).toBe(23500050)
    expect(rupeesTextToPaise('0.05')).toBe(5)
    expect(rupeesTextToPaise('.5')).toBe(50)
  })

  it('treats empty text as no amount and refuses text that is not an amount', () => {
    expect(rupeesTextToPaise('  ')).toBeNull()
    for (const text of ['2350.505', '23,50', 'abc', '-5', '1e3', '.', '2,350,', '12.3.4']) {
      expect(rupeesTextToPaise(text), text).toBeUndefined()
    }
  })

  it('shows stored paise back as rupees that read back to the same paise', () => {
    expect(paiseToRupeesText(235050)).toBe('2350.50')
    expect(rupeesTextToPaise(paiseToRupeesText(123456789))).toBe(123456789)
    expect(paiseToRupeesText(null)).toBe('')
  })

  it('formats list cells as ₹ with Indian grouping and two decimals', () => {
    expect(staffAmount(235000)).toBe('₹2,350.00')
    expect(staffAmount(1234567890)).toBe('₹1,23,45,678.90')
    expect(staffAmount(undefined)).toBe('—')
  })

  it('accepts only whole, non-negative paise on the server', () => {
    expect(validPaise(235000)).toBe(true)
    expect(validPaise(null)).toBe(true)
    expect(validPaise(null, true)).toBe('Required')
    expect(validPaise(12.5)).not.toBe(true)
    expect(validPaise(-1)).not.toBe(true)
  })
})
