/**
 * The shop's one rupee formatter (and counts grouped alike), for the storefront, the admin, emails and tax documents.
 * Written out rather than with `Intl.NumberFormat`: the first en-IN currency format loads the browser's locale data, tens of milliseconds
 * on a phone in the task that draws the first product page (docs/decisions/018). Its test checks it against
 * `Intl.NumberFormat` for 2,000 amounts.
 */
import { paiseToRupees, type Paise } from './pricing'

export type RupeeFormat = {
  /** Digits after the point: 2, or 0 for whole rupees (the MRP line). */
  decimals?: 0 | 2
  /**
   * What comes before the digits: `'₹ '` (the storefront, emails, PDFs), `'₹'` (the admin, as Intl's en-IN currency
   * format writes it), `'Rs. '` for a font without the rupee sign, `''` under a column heading that says rupees.
   */
  symbol?: string
}

/** Whole rupees grouped the Indian way: the last three digits, then pairs (1,23,45,678). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`
}

/** Rupees in en-IN style, by default with the rupee sign and a space: `₹ 1,23,456.50`; a minus sign goes first. */
export function formatRupees(rupees: number, { decimals = 2, symbol = '₹ ' }: RupeeFormat = {}): string {
  const amount = Number.isFinite(rupees) ? rupees : 0
  const [whole = '0', fraction] = Math.abs(amount).toFixed(decimals).split('.')
  const sign = amount < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? '-' : ''
  return `${sign}${symbol}${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`
}

/** A count grouped the Indian way, as amounts are: `33,995`, `1,02,400`. */
export function formatCount(count: number): string {
  const whole = Number.isFinite(count) ? Math.trunc(count) : 0
  return `${whole < 0 ? '-' : ''}${groupIndian(String(Math.abs(whole)))}`
}

/** An amount of paise (the server's money) written as rupees, as `formatRupees` writes them. */
export function formatPaise(paise: Paise, format?: RupeeFormat): string {
  return formatRupees(paiseToRupees(paise), format)
}

/** `lowest - highest`, or a single price when both ends are equal; `format` as `formatRupees` takes it (whole rupees for MRP). */
export function formatPriceRange({ min, max }: { min: number; max: number }, format?: RupeeFormat): string {
  return min === max ? formatRupees(min, format) : `${formatRupees(min, format)} - ${formatRupees(max, format)}`
}
