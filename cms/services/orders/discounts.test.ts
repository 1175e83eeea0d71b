import { describe, expect, it } from 'vitest'

import { isUsable, normaliseCode } from './discounts'

describe('discount codes', () => {
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
