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
