import type { Variant } from '@contract'

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
 * Rupees in en-IN style with the rupee sign followed by a space (spec section 9): `₹ 1,23,456.50`.
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

/** Card price range: lowest and highest original price over every code of every size; 0 and 0 when there is none. */
export function priceRangeOf(variants: Variant[]): { min: number; max: number } {
  const prices = variants.flatMap((variant) => variant.codes.map((code) => code.originalPrice))
  if (prices.length === 0) return { min: 0, max: 0 }
  return { min: Math.min(...prices), max: Math.max(...prices) }
}
