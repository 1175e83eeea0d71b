const formatters = new Map<number, Intl.NumberFormat>()

function formatterFor(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    formatters.set(decimals, formatter)
  }
  return formatter
}

/**
 * Rupees in en-IN style with the rupee sign followed by a space: `₹ 1,23,456.50`.
 * `decimals: 0` rounds to whole rupees (the MRP line).
 */
export function formatPrice(rupees: number, { decimals = 2 }: { decimals?: number } = {}): string {
  const parts = formatterFor(decimals).formatToParts(Number.isFinite(rupees) ? rupees : 0)
  const sign = parts.some((part) => part.type === 'minusSign') ? '-' : ''
  const currency = parts.find((part) => part.type === 'currency')?.value ?? '₹'
  const digits = parts
    .filter((part) => part.type !== 'currency' && part.type !== 'minusSign' && part.type !== 'literal')
    .map((part) => part.value)
    .join('')
  return `${sign}${currency} ${digits}`
}

/** `lowest - highest`, or a single price when both ends are equal. */
export function formatPriceRange({ min, max }: { min: number; max: number }): string {
  return min === max ? formatPrice(min) : `${formatPrice(min)} - ${formatPrice(max)}`
}
