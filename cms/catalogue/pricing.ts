import type { Paise } from '../lib/money'

export type PricedCode = { size: string; shortCode: string; fullCode?: string | null; originalPrice: Paise; discountedPrice: Paise }

type VariantLike = {
  size?: string | null
  codes?: { shortCode?: string | null; fullCode?: string | null; originalPrice?: number | null; discountedPrice?: number | null }[] | null
}

/** The code entry a buyer chose, looked up in the product as stored: the only source of a price. */
export function findCode(variants: VariantLike[] | null | undefined, size: string, shortCode: string): PricedCode | undefined {
  const variant = (variants ?? []).find((entry) => entry.size === size)
  const code = (variant?.codes ?? []).find((entry) => entry.shortCode === shortCode)
  if (!code || typeof code.discountedPrice !== 'number' || typeof code.originalPrice !== 'number') return undefined
  return {
    size,
    shortCode,
    fullCode: code.fullCode,
    originalPrice: code.originalPrice,
    discountedPrice: code.discountedPrice,
  }
}

/** Lowest and highest MRP over every code (the card's price range); 0 and 0 when there are none. */
export function priceRange(variants: VariantLike[] | null | undefined): { min: Paise; max: Paise } {
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

/**
 * Prices lines from a price list of published products (by id): the only way a cart line gets a price. Lines whose
 * product is not in the list, or whose size and code it does not sell, come back as errors instead.
 */
export function priceLines<L extends LineToPrice>(
  products: ReadonlyMap<string, { variants?: VariantLike[] | null }>,
  lines: readonly L[],
): { lines: PricedLine<L>[]; subtotal: Paise; errors: LineError[] } {
  const priced: PricedLine<L>[] = []
  const errors: LineError[] = []
  for (const [index, line] of lines.entries()) {
    const product = products.get(line.product)
    const code = product ? findCode(product.variants, line.size, line.code) : undefined
    if (!product) errors.push({ index, field: 'product', message: UNKNOWN_PRODUCT })
    else if (!code) errors.push({ index, field: 'code', message: UNKNOWN_CODE })
    else priced.push({ ...line, unitPrice: code.discountedPrice, lineTotal: code.discountedPrice * line.quantity })
  }
  return { lines: priced, subtotal: priced.reduce((sum, line) => sum + line.lineTotal, 0), errors }
}
