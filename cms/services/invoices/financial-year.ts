import { shopDay } from '../../lib/shop-time'

/** The date in India as YYYY-MM-DD: a document's date and financial year are those of India. */
export const indianDate = shopDay

/** The financial year (1 April – 31 March) of a moment, as documents number it: "26-27" for April 2026 – March 2027. */
export function financialYearOf(at: Date): string {
  const [year, month] = indianDate(at).split('-').map(Number)
  const start = month >= 4 ? year : year - 1
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`
}
