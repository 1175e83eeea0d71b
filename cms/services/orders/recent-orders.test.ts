import { describe, expect, it } from 'vitest'

import { RECENT_ORDERS } from '../../contract/limits'
import { recentOrdersShown } from './recent-orders'

describe('the recent orders a product page may show', () => {
  it(`says nothing below ${RECENT_ORDERS.shownFrom} orders`, () => {
    expect(recentOrdersShown(0)).toBeNull()
    expect(recentOrdersShown(RECENT_ORDERS.shownFrom - 1)).toBeNull()
    expect(recentOrdersShown(RECENT_ORDERS.shownFrom)).toBe(RECENT_ORDERS.shownFrom)
  })

  it('rounds down to 10, 20, 50, 100, 200, 500, 1,000, …, never above the count', () => {
    const shown = [10, 19, 20, 49, 50, 99, 100, 199, 200, 499, 500, 999, 1000, 2_345].map(recentOrdersShown)
    expect(shown).toEqual([10, 10, 20, 20, 50, 50, 100, 100, 200, 200, 500, 500, 1000, 2000])
  })
})
