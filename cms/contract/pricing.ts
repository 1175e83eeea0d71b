/**
 * The shop's price arithmetic, in one place for the server and the storefront. Pure functions on integer paise: the
 * server prices carts and orders with them from its catalogue; the storefront shows the same figures before the
 * server answers, and the server's answer is the one that counts.
 */

/** Money is integer paise inside the server and in this module; rupees appear only at the API edge. */
export type Paise = number

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100)
}

export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / 100
}

/** A percentage of an amount, rounded to the nearest paisa, halves up. */
export function percentOf(amount: Paise, percent: number): Paise {
  return Math.round((amount * percent) / 100)
}

export type PricedCode = { size: string; shortCode: string; fullCode?: string | null; originalPrice: number; discountedPrice: number }

type CodeLike = { shortCode?: string | null; fullCode?: string | null; originalPrice?: number | null; discountedPrice?: number | null }
export type VariantLike = { size?: string | null; codes?: readonly CodeLike[] | null }

/** The code entry a buyer chose, looked up in the product's variants: the only source of a price. */
export function findCode(variants: readonly VariantLike[] | null | undefined, size: string, shortCode: string): PricedCode | undefined {
  const variant = (variants ?? []).find((entry) => entry.size === size)
  const code = (variant?.codes ?? []).find((entry) => entry.shortCode === shortCode)
  if (!code || typeof code.discountedPrice !== 'number' || typeof code.originalPrice !== 'number') return undefined
  return { size, shortCode, fullCode: code.fullCode, originalPrice: code.originalPrice, discountedPrice: code.discountedPrice }
}

/** Lowest and highest MRP over every code (the card's price range); 0 and 0 when there are none. */
export function priceRange(variants: readonly VariantLike[] | null | undefined): { min: number; max: number } {
  const prices = (variants ?? []).flatMap((variant) =>
    (variant.codes ?? []).map((code) => code.originalPrice).filter((price): price is number => typeof price === 'number'),
  )
  if (prices.length === 0) return { min: 0, max: 0 }
  return { min: Math.min(...prices), max: Math.max(...prices) }
}

export type LineToPrice = { product: string; size: string; code: string; quantity: number }
export type PricedLine<L extends LineToPrice = LineToPrice> = L & { unitPrice: Paise; lineTotal: Paise }
export type LineError = { index: number; field: 'product' | 'code'; message: string }

export const UNKNOWN_PRODUCT = 'Unknown product'
export const UNKNOWN_CODE = 'Unknown size or code for this product'

/** Unit price × quantity. */
export function lineTotal(unitPrice: Paise, quantity: number): Paise {
  return unitPrice * quantity
}

/** The sum of the lines' totals. */
export function subtotalOf(lines: readonly { unitPrice: Paise; quantity: number }[]): Paise {
  return lines.reduce((sum, line) => sum + lineTotal(line.unitPrice, line.quantity), 0)
}

/**
 * Prices lines from a price list of products in paise (by id): the only way a cart or order line gets a price from
 * the catalogue. Lines whose product is not in the list, or whose size and code it does not sell, come back as
 * errors instead.
 */
export function priceLines<L extends LineToPrice>(
  products: ReadonlyMap<string, { variants?: readonly VariantLike[] | null }>,
  lines: readonly L[],
): { lines: PricedLine<L>[]; subtotal: Paise; errors: LineError[] } {
  const priced: PricedLine<L>[] = []
  const errors: LineError[] = []
  for (const [index, line] of lines.entries()) {
    const product = products.get(line.product)
    const code = product ? findCode(product.variants, line.size, line.code) : undefined
    if (!product) errors.push({ index, field: 'product', message: UNKNOWN_PRODUCT })
    else if (!code) errors.push({ index, field: 'code', message: UNKNOWN_CODE })
    else priced.push({ ...line, unitPrice: code.discountedPrice, lineTotal: lineTotal(code.discountedPrice, line.quantity) })
  }
  return { lines: priced, subtotal: subtotalOf(priced), errors }
}

/**
 * The discount on a subtotal: the percentage of the discounted subtotal (the sum of "Our price" × quantity), rounded
 * to the nearest paisa, halves up (10 % of ₹123.45 is ₹12.35), and never more than the subtotal.
 */
export function discountOn(subtotal: Paise, percent: number): Paise {
  return Math.min(subtotal, percentOf(subtotal, percent))
}

export type Totals = { subtotal: Paise; discount: Paise; total: Paise }

/** Subtotal, discount and the amount to pay, for priced lines and a discount percentage (0 for none). */
export function totalsOf(lines: readonly { unitPrice: Paise; quantity: number }[], discountPercent: number): Totals {
  const subtotal = subtotalOf(lines)
  const discount = discountOn(subtotal, discountPercent)
  return { subtotal, discount, total: subtotal - discount }
}
