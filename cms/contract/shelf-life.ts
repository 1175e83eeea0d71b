import { monthsLater } from './availability'
import { lastDayOfExpiry } from './lots'

/**
 * A buyer's minimum remaining shelf life at delivery, as hospital tenders ask it: a number of months, or a fraction of
 * the lot's total shelf life (5/6: at least five sixths of the time from manufacture to expiry still ahead). Set on a
 * customer and on a price list; the site's minimum applies to everyone.
 */
export type ShelfLifeSetting = { months?: number | null; fraction?: string | null }

/** The minimum an order ships with: the most months asked, and the largest fraction asked (null: none). */
export type ShelfLifeMinimum = { months: number; fraction: number | null }

const FRACTION_PATTERN = /^\s*(\d+)\s*\/\s*(\d+)\s*$/
const DECIMAL_PATTERN = /^\s*(0?\.\d+|1(\.0+)?)\s*$/

/** `5/6` or `0.8` as a number above 0 and at most 1; null for anything else. */
export function parseShelfLifeFraction(text: string | null | undefined): number | null {
  if (!text) return null
  const ratio = FRACTION_PATTERN.exec(text)
  const value = ratio ? Number(ratio[1]) / Number(ratio[2]) : DECIMAL_PATTERN.test(text) ? Number(text) : NaN
  return Number.isFinite(value) && value > 0 && value <= 1 ? value : null
}

/** Validation of the fraction field: empty, or a fraction such as 5/6 (or 0.8). */
export function shelfLifeFractionProblem(text: string | null | undefined): string | null {
  if (!text || text.trim() === '') return null
  return parseShelfLifeFraction(text) === null ? 'A fraction of the shelf life such as 5/6 or 0.8, above 0 and at most 1' : null
}

/** The strictest of the site's minimum (months) and every setting that applies to the buyer. */
export function strictestMinimum(siteMonths: number, settings: readonly (ShelfLifeSetting | null | undefined)[]): ShelfLifeMinimum {
  let months = Math.max(0, siteMonths)
  let fraction: number | null = null
  for (const setting of settings) {
    if (typeof setting?.months === 'number' && setting.months > months) months = setting.months
    const asked = parseShelfLifeFraction(setting?.fraction)
    if (asked !== null && (fraction === null || asked > fraction)) fraction = asked
  }
  return { months, fraction }
}

const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10) || '1')) / 86_400_000

/** A lot as the rule reads it: its expiry month and, when known, its manufacturing date (YYYY-MM-DD or YYYY-MM). */
export type ShelfLifeLot = { expiry: string; manufactured?: string | null }

/**
 * Whether a lot may go to a buyer on `today` (YYYY-MM-DD): still usable `months` months from today (a lot is usable
 * until the end of its expiry month), and, when a fraction is asked and the lot's manufacturing date is known, with at
 * least that fraction of its total life ahead. Without a manufacturing date the fraction cannot be judged and the
 * months alone decide.
 */
export function meetsShelfLifeMinimum(lot: ShelfLifeLot, minimum: ShelfLifeMinimum, today: string): boolean {
  const end = lastDayOfExpiry(lot.expiry)
  if (end < monthsLater(today, minimum.months)) return false
  if (minimum.fraction === null || !lot.manufactured) return true
  const total = dayNumber(end) - dayNumber(lot.manufactured)
  if (total <= 0) return true
  return dayNumber(end) - dayNumber(today) >= minimum.fraction * total
}

/** "3 months", "3 months and 5/6 of its shelf life" — how a refusal names the minimum. */
export function shelfLifeMinimumWords(minimum: ShelfLifeMinimum): string {
  const months = `${minimum.months} ${minimum.months === 1 ? 'month' : 'months'}`
  if (minimum.fraction === null) return months
  return `${months} and ${Math.round(minimum.fraction * 1000) / 10} % of its shelf life`
}
