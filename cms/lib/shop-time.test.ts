import { describe, expect, it } from 'vitest'

import { shopDay } from './shop-time'

describe('shopDay', () => {
  it('turns at midnight in India, whichever day was asked before', () => {
    const lastSecond = new Date('2026-11-25T18:29:59.999Z')
    const midnight = new Date('2026-11-25T18:30:00.000Z')
    expect(shopDay(lastSecond)).toBe('2026-11-25')
    expect(shopDay(midnight)).toBe('2026-11-26')
    expect(shopDay(lastSecond)).toBe('2026-11-25')
    expect(shopDay(new Date('2026-11-24T18:30:00.000Z'))).toBe('2026-11-25')
    expect(shopDay(new Date('2026-11-26T18:29:59.999Z'))).toBe('2026-11-26')
    expect(shopDay(new Date('2027-01-01T00:00:00.000Z'))).toBe('2027-01-01')
  })
})
