import { describe, expect, it } from 'vitest'

import {
  availabilityOf,
  availabilityWords,
  canBeOrdered,
  countableQuantity,
  DEFAULT_AVAILABILITY_SETTINGS,
  type StockRule,
} from './availability'

const today = '2026-11-28'
const site = DEFAULT_AVAILABILITY_SETTINGS
const tracked: StockRule = { tracksStock: true, allowBackorder: false, leadTimeDays: null, lowStockThreshold: null }
const backorder: StockRule = { ...tracked, allowBackorder: true, leadTimeDays: 10 }

describe('availability of a code', () => {
  it('counts only lots with the minimum shelf life left', () => {
    // 2026-12 ends on 31 December, after 28 December (a month from today); 2026-11 ends sooner.
    const lots = [
      { available: 4, expiry: '2026-11' },
      { available: 5, expiry: '2026-12' },
      { available: 7, expiry: '2027-06' },
    ]
    expect(countableQuantity(lots, today, 1)).toBe(12)
    expect(countableQuantity(lots, today, 2)).toBe(7)
    expect(countableQuantity(lots, today, 0)).toBe(16)
    expect(countableQuantity(lots, '2027-01-31', 1)).toBe(7)
  })

  it('is IN_STOCK with its quantity at or above the threshold, LOW with it below', () => {
    expect(availabilityOf([{ available: 10, expiry: '2027-06' }], tracked, site, today)).toEqual({ status: 'IN_STOCK', quantity: 10 })
    expect(availabilityOf([{ available: 9, expiry: '2027-06' }], tracked, site, today)).toEqual({ status: 'LOW', quantity: 9 })
  })

  it("uses the code's own threshold before the site's", () => {
    const own = { ...tracked, lowStockThreshold: 3 }
    expect(availabilityOf([{ available: 3, expiry: '2027-06' }], own, site, today)).toEqual({ status: 'IN_STOCK', quantity: 3 })
    expect(availabilityOf([{ available: 2, expiry: '2027-06' }], own, site, today)).toEqual({ status: 'LOW', quantity: 2 })
    expect(availabilityOf([{ available: 12, expiry: '2027-06' }], tracked, { ...site, lowStockThreshold: 20 }, today).status).toBe('LOW')
  })

  it('is OUT_OF_STOCK when only short lots are left, or BACKORDER with the lead time when the product allows it', () => {
    const short = [{ available: 50, expiry: '2026-12' }]
    expect(availabilityOf(short, tracked, { ...site, minimumShelfLifeMonths: 2 }, today)).toEqual({ status: 'OUT_OF_STOCK' })
    expect(availabilityOf([], backorder, site, today)).toEqual({ status: 'BACKORDER', shipsInDays: 10 })
    expect(availabilityOf([], { ...backorder, leadTimeDays: null }, site, today)).toEqual({ status: 'BACKORDER' })
    expect(availabilityOf([{ available: 2, expiry: '2027-06' }], backorder, site, today)).toEqual({ status: 'LOW', quantity: 2 })
  })

  it('is always IN_STOCK without a quantity for a product that does not track stock', () => {
    const untracked = { ...tracked, tracksStock: false }
    expect(availabilityOf([], untracked, site, today)).toEqual({ status: 'IN_STOCK' })
    expect(availabilityOf([{ available: 1, expiry: '2027-06' }], untracked, site, today)).toEqual({ status: 'IN_STOCK' })
  })

  it('reads as buyers see it, and only OUT_OF_STOCK cannot be ordered', () => {
    expect(availabilityWords({ status: 'IN_STOCK', quantity: 40 })).toBe('In stock')
    expect(availabilityWords({ status: 'LOW', quantity: 3 })).toBe('Only 3 left')
    expect(availabilityWords({ status: 'BACKORDER', shipsInDays: 10 })).toBe('Ships in 10 days')
    expect(availabilityWords({ status: 'BACKORDER', shipsInDays: 1 })).toBe('Ships in 1 day')
    expect(availabilityWords({ status: 'OUT_OF_STOCK' })).toBe('Out of stock')
    expect(canBeOrdered({ status: 'OUT_OF_STOCK' })).toBe(false)
    expect(canBeOrdered({ status: 'BACKORDER', shipsInDays: 10 })).toBe(true)
    expect(canBeOrdered(undefined)).toBe(true)
  })
})
