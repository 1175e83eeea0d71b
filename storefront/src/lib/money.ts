/** Whole rupees grouped the Indian way: the last three digits, then pairs (1,23,45,678). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`
}

/**
 * Rupees in en-IN style with the rupee sign followed by a space: `₹ 1,23,456.50`.
 * `decimals: 0` rounds to whole rupees (the MRP line).
 * Written out rather than with `Intl.NumberFormat`, whose first en-IN currency format loads the browser's locale
 * data: tens of milliseconds on a phone, in the task that draws the first product page.
 */
export function formatPrice(rupees: number, { decimals = 2 }: { decimals?: number } = {}): string {
  const amount = Number.isFinite(rupees) ? rupees : 0
  const [whole = '0', fraction] = Math.abs(amount).toFixed(decimals).split('.')
  const sign = amount < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? '-' : ''
  return `${sign}₹ ${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`
}

/** `lowest - highest`, or a single price when both ends are equal. */
export function formatPriceRange({ min, max }: { min: number; max: number }): string {
  return min === max ? formatPrice(min) : `${formatPrice(min)} - ${formatPrice(max)}`
}
