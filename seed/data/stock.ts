import type { StockAdjustmentReason } from '../../cms/contract/stock'

/**
 * Opening stock, so a newcomer sees every availability state: every code in two or three lots in the main warehouse
 * (one of them close to expiry), one code with only 3 left, one sold out, and one product that takes backorders with
 * its last code out of stock.
 */

/** The receipt every seeded lot arrives by; its presence means the stock is seeded already. */
export const OPENING_RECEIPT = 'GR-SEED-OPENING'
export const OPENING_WRITE_OFF = 'ADJ-SEED-OPENING'

/** A code with only 3 available ("Only 3 left"). */
export const LOW_STOCK_CODE = 'NS 3512'
/** A code sold out, on a product that takes no backorders. */
export const OUT_OF_STOCK_CODE = 'NS 3522'
/** A product that takes backorders, shipping 10 days after the order, and its code that is sold out. */
export const BACKORDER_PRODUCT = { name: 'Rotating Head Skin Stapler', leadTimeDays: 10, soldOutCode: 'NS 3533' } as const

export type SeedLot = { code: string; lot: string; expiry: string; quantity: number }
export type SeedWriteOff = SeedLot & { reason: StockAdjustmentReason }

/** `YYYY-MM` of the month `months` after `month`. */
function monthsAfter(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + (number - 1) + months
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** A lot number as the factory prints it: the code's letters, the expiry's year and month, the code's last digits. */
function lotNumber(code: string, expiry: string): string {
  const letters = code.replace(/[^A-Z]/gi, '').toUpperCase()
  const digits = code.replace(/\D/g, '')
  return `${letters}${expiry.slice(2, 4)}${expiry.slice(5, 7)}-${digits.slice(-3)}`
}

/**
 * The lots of each code, from `thisMonth` (YYYY-MM): one expiring in two months (a few units), one in two years, and
 * for every other code one in three years. Quantities vary by code so lists and reports look real.
 */
export function openingLots(codes: string[], thisMonth: string): { lots: SeedLot[]; writeOffs: SeedWriteOff[] } {
  const lots: SeedLot[] = []
  const writeOffs: SeedWriteOff[] = []
  codes.forEach((code, index) => {
    const near = monthsAfter(thisMonth, 2)
    const later = monthsAfter(thisMonth, 24)
    if (code === LOW_STOCK_CODE) {
      lots.push({ code, lot: lotNumber(code, near), expiry: near, quantity: 1 }, { code, lot: lotNumber(code, later), expiry: later, quantity: 2 })
      return
    }
    const own: SeedLot[] = [
      { code, lot: lotNumber(code, near), expiry: near, quantity: 4 + (index % 5) },
      { code, lot: lotNumber(code, later), expiry: later, quantity: 60 + ((index * 37) % 140) },
    ]
    if (index % 2 === 0) {
      const last = monthsAfter(thisMonth, 36)
      own.push({ code, lot: lotNumber(code, last), expiry: last, quantity: 120 })
    }
    lots.push(...own)
    if (code === OUT_OF_STOCK_CODE || code === BACKORDER_PRODUCT.soldOutCode) {
      writeOffs.push(...own.map((lot) => ({ ...lot, quantity: -lot.quantity, reason: 'damage' as const })))
    }
  })
  return { lots, writeOffs }
}
