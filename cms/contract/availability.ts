import { z } from 'zod'

import { lastDayOfExpiry } from './lots'

/**
 * Availability of a catalogue code as buyers see it, decided from its lots' available quantities. Shared by the server
 * (shop answers) and the storefront (the words beside a code, and whether it can be added).
 */
export const AVAILABILITY_STATUSES = ['IN_STOCK', 'LOW', 'BACKORDER', 'OUT_OF_STOCK'] as const

/**
 * `status`; `quantity`: the units that can be sold now, for a code whose product tracks stock and has some
 * (IN_STOCK, LOW); `shipsInDays`: a backorder's lead time, when the product gives one.
 */
export const availabilitySchema = z.object({
  status: z.enum(AVAILABILITY_STATUSES),
  quantity: z.number().int().optional(),
  shipsInDays: z.number().int().optional(),
})
export type Availability = z.infer<typeof availabilitySchema>

/** A lot of a code as availability counts it: the units available (on hand less reserved) and its expiry month. */
export type LotQuantity = { available: number; expiry: string }

/** The site's settings the rule reads. */
export type AvailabilitySettings = {
  /** A lot counts only while at least this many months of its life are left. */
  minimumShelfLifeMonths: number
  /** Below this many units a code is LOW, unless the code sets its own threshold. */
  lowStockThreshold: number
}

export const DEFAULT_AVAILABILITY_SETTINGS: AvailabilitySettings = { minimumShelfLifeMonths: 1, lowStockThreshold: 10 }

/** What the product and the code say about stock. */
export type StockRule = {
  tracksStock: boolean
  allowBackorder: boolean
  leadTimeDays: number | null
  /** The code's own low-stock threshold; null: the site's. */
  lowStockThreshold: number | null
}

export const ALWAYS_IN_STOCK: Availability = Object.freeze({ status: 'IN_STOCK' }) as Availability

/** `today` (YYYY-MM-DD) moved on by `months` calendar months, the day kept within the month reached. */
export function monthsLater(today: string, months: number): string {
  const [year, month, day] = today.split('-').map(Number)
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target.toISOString().slice(0, 10)
}

/**
 * The units of `lots` that can be sold on `today` (YYYY-MM-DD): those of lots still usable `minimumShelfLifeMonths`
 * months from today (a lot is usable until the end of its expiry month).
 */
export function countableQuantity(lots: readonly LotQuantity[], today: string, minimumShelfLifeMonths: number): number {
  const usableUntil = monthsLater(today, minimumShelfLifeMonths)
  let units = 0
  for (const lot of lots) if (lot.available > 0 && lastDayOfExpiry(lot.expiry) >= usableUntil) units += lot.available
  return units
}

/**
 * A code's availability: always IN_STOCK (no quantity) for a product that does not track stock; else IN_STOCK, or LOW
 * below the code's (else the site's) threshold, from the units of lots with the minimum shelf life left; with none,
 * BACKORDER when the product allows ordering beyond stock (shipping in its lead time), else OUT_OF_STOCK.
 */
export function availabilityOf(lots: readonly LotQuantity[], rule: StockRule, settings: AvailabilitySettings, today: string): Availability {
  if (!rule.tracksStock) return ALWAYS_IN_STOCK
  const quantity = countableQuantity(lots, today, settings.minimumShelfLifeMonths)
  if (quantity > 0) {
    const threshold = rule.lowStockThreshold ?? settings.lowStockThreshold
    return { status: quantity < threshold ? 'LOW' : 'IN_STOCK', quantity }
  }
  if (!rule.allowBackorder) return { status: 'OUT_OF_STOCK' }
  return rule.leadTimeDays === null ? { status: 'BACKORDER' } : { status: 'BACKORDER', shipsInDays: rule.leadTimeDays }
}

/** What a buyer reads beside a code: "In stock", "Only 3 left", "Ships in 10 days", "Out of stock". */
export function availabilityWords(availability: Availability): string {
  switch (availability.status) {
    case 'IN_STOCK':
      return 'In stock'
    case 'LOW':
      return `Only ${availability.quantity ?? 0} left`
    case 'BACKORDER':
      if (availability.shipsInDays === undefined) return 'Available to order'
      return `Ships in ${availability.shipsInDays} ${availability.shipsInDays === 1 ? 'day' : 'days'}`
    case 'OUT_OF_STOCK':
      return 'Out of stock'
  }
}

/** Whether a buyer may add the code to a cart: anything but OUT_OF_STOCK (a backorder can be ordered). */
export function canBeOrdered(availability: Availability | undefined): boolean {
  return availability?.status !== 'OUT_OF_STOCK'
}
