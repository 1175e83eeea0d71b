/**
 * The shop's price arithmetic, in one place for the server and the storefront. Pure functions on integer paise: the
 * server prices carts and orders with them from its catalogue; the storefront shows the same figures before the
 * server answers, and the server's answer is the one that counts.
 */

import { idOf } from './ids'

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

/** A quantity break: from `minQuantity` units on, each unit costs `price` (paise inside, rupees at the edge). */
export type Tier = { minQuantity: number; price: number }
/** A code's pack rule: at least `minQuantity` units, in multiples of `multipleOf` (absent or 1: no rule). */
export type PackRule = { minQuantity?: number | null; multipleOf?: number | null }

export type PricedCode = {
  size: string
  shortCode: string
  fullCode?: string | null
  originalPrice: number
  discountedPrice: number
  tiers: Tier[]
  minQuantity: number
  multipleOf: number
}

type TierLike = { minQuantity?: number | null; price?: number | null }
type CodeLike = {
  shortCode?: string | null
  fullCode?: string | null
  originalPrice?: number | null
  discountedPrice?: number | null
  tiers?: readonly TierLike[] | null
  minQuantity?: number | null
  multipleOf?: number | null
}
export type VariantLike = { size?: string | null; codes?: readonly CodeLike[] | null }

/** The code entry a buyer chose, looked up in the product's variants: the only source of a price. */
export function findCode(variants: readonly VariantLike[] | null | undefined, size: string, shortCode: string): PricedCode | undefined {
  const variant = (variants ?? []).find((entry) => entry.size === size)
  const code = (variant?.codes ?? []).find((entry) => entry.shortCode === shortCode)
  if (!code || typeof code.discountedPrice !== 'number' || typeof code.originalPrice !== 'number') return undefined
  return {
    size,
    shortCode,
    fullCode: code.fullCode,
    originalPrice: code.originalPrice,
    discountedPrice: code.discountedPrice,
    tiers: tiersOf(code.tiers),
    minQuantity: code.minQuantity && code.minQuantity > 1 ? code.minQuantity : 1,
    multipleOf: code.multipleOf && code.multipleOf > 1 ? code.multipleOf : 1,
  }
}

/** The well-formed tiers of a code, by quantity. */
export function tiersOf(tiers: readonly TierLike[] | null | undefined): Tier[] {
  return (tiers ?? [])
    .flatMap((tier) =>
      typeof tier.minQuantity === 'number' && typeof tier.price === 'number' ? [{ minQuantity: tier.minQuantity, price: tier.price }] : [],
    )
    .sort((a, b) => a.minQuantity - b.minQuantity)
}

/**
 * The unit price of a code for a quantity: the lowest of the buyer's price for one unit and the price of every tier
 * the quantity reaches. Works in paise (server) and rupees (storefront) alike: it only compares.
 */
export function unitPriceFor(unitPrice: number, tiers: readonly Tier[] | null | undefined, quantity: number): number {
  let price = unitPrice
  for (const tier of tiers ?? []) if (quantity >= tier.minQuantity && tier.price < price) price = tier.price
  return price
}

/** The rule a buyer reads next to a code, e.g. "Sold in multiples of 12" or "Minimum order 10"; null without one. */
export function packRuleText(rule: PackRule): string | null {
  const minimum = rule.minQuantity && rule.minQuantity > 1 ? rule.minQuantity : null
  const multiple = rule.multipleOf && rule.multipleOf > 1 ? rule.multipleOf : null
  if (minimum && multiple) return `Minimum order ${minimum}, in multiples of ${multiple}`
  if (multiple) return `Sold in multiples of ${multiple}`
  if (minimum) return `Minimum order ${minimum}`
  return null
}

/** The smallest quantity a code's pack rule allows: its minimum rounded up to the multiple (1 without a rule). */
export function firstPackQuantity(rule: PackRule): number {
  const minimum = rule.minQuantity && rule.minQuantity > 1 ? rule.minQuantity : 1
  const multiple = rule.multipleOf && rule.multipleOf > 1 ? rule.multipleOf : 1
  return Math.ceil(minimum / multiple) * multiple
}

/** Why a quantity of a code breaks its pack rule (the message names the code and the rule), or null when it does not. */
export function packRuleProblem(code: string, rule: PackRule, quantity: number): string | null {
  if (rule.minQuantity && rule.minQuantity > 1 && quantity < rule.minQuantity) return `${code} has a minimum order of ${rule.minQuantity}`
  if (rule.multipleOf && rule.multipleOf > 1 && quantity % rule.multipleOf !== 0)
    return `${code} is sold in multiples of ${rule.multipleOf}`
  return null
}

/**
 * A verified buyer's contract terms, from their valid price lists: a fixed price per catalogue code (the lowest when
 * lists overlap) and a percentage off "Our price" per category id (the largest). Everybody else has NO_TERMS.
 */
export type BuyerTerms = { codePrices: ReadonlyMap<string, Paise>; categoryPercents: ReadonlyMap<string, number> }
export const NO_TERMS: BuyerTerms = { codePrices: new Map(), categoryPercents: new Map() }

export type PriceListLike = {
  validFrom?: string | null
  validUntil?: string | null
  lines?: readonly { code?: string | null; price?: number | null }[] | null
  categoryDiscounts?: readonly { category?: string | { id: string } | null; percent?: number | null }[] | null
}

/** A price list applies from the day `validFrom` to the day `validUntil`, both included (calendar days, YYYY-MM-DD). */
export function isListValidOn(list: Pick<PriceListLike, 'validFrom' | 'validUntil'>, day: string): boolean {
  const from = list.validFrom ? list.validFrom.slice(0, 10) : null
  const until = list.validUntil ? list.validUntil.slice(0, 10) : null
  return (from === null || from <= day) && (until === null || day <= until)
}

/** The terms the price lists valid on `day` give: the lowest fixed price per code, the largest percentage per category. */
export function termsOf(lists: readonly PriceListLike[], day: string): BuyerTerms {
  const codePrices = new Map<string, Paise>()
  const categoryPercents = new Map<string, number>()
  for (const list of lists) {
    if (!isListValidOn(list, day)) continue
    for (const line of list.lines ?? []) {
      if (!line.code || typeof line.price !== 'number') continue
      const held = codePrices.get(line.code)
      if (held === undefined || line.price < held) codePrices.set(line.code, line.price)
    }
    for (const entry of list.categoryDiscounts ?? []) {
      const category = idOf(entry.category)
      if (!category || typeof entry.percent !== 'number') continue
      categoryPercents.set(category, Math.max(categoryPercents.get(category) ?? 0, entry.percent))
    }
  }
  return { codePrices, categoryPercents }
}

/** A buyer's price for one unit before quantity tiers: the lowest of "Our price" and what their terms give the code. */
export function buyerUnitPrice(ourPrice: Paise, shortCode: string, categoryId: string, terms: BuyerTerms): Paise {
  let price = ourPrice
  const fixed = terms.codePrices.get(shortCode)
  if (fixed !== undefined && fixed < price) price = fixed
  const percent = terms.categoryPercents.get(categoryId)
  if (percent) price = Math.min(price, ourPrice - percentOf(ourPrice, percent))
  return price
}

type PriceRange = { min: number; max: number }

function rangeOf(variants: readonly VariantLike[] | null | undefined, price: (code: CodeLike) => number | null | undefined): PriceRange {
  const prices = (variants ?? []).flatMap((variant) =>
    (variant.codes ?? []).map(price).filter((value): value is number => typeof value === 'number'),
  )
  if (prices.length === 0) return { min: 0, max: 0 }
  return { min: Math.min(...prices), max: Math.max(...prices) }
}

/** Lowest and highest MRP over every code; 0 and 0 when there are none. */
export function priceRange(variants: readonly VariantLike[] | null | undefined): PriceRange {
  return rangeOf(variants, (code) => code.originalPrice)
}

/** Lowest and highest "Our price" (for one unit) over every code, the range cards lead with; 0 and 0 when there are none. */
export function ourPriceRange(variants: readonly VariantLike[] | null | undefined): PriceRange {
  return rangeOf(variants, (code) => code.discountedPrice)
}

export type LineToPrice = { product: string; size: string; code: string; quantity: number }
export type PricedLine<L extends LineToPrice = LineToPrice> = L & { unitPrice: Paise; lineTotal: Paise }
export type LineError = { index: number; field: 'product' | 'code' | 'quantity'; message: string }

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
 * Prices lines from a price list of products in paise (by id) for a buyer's terms: the only way a cart or order line
 * gets a price from the catalogue. Each unit costs the lowest of the buyer's contract price, the quantity tier and
 * "Our price". Lines whose product is not in the list, whose size and code it does not sell, or whose quantity breaks
 * the code's pack rule come back as errors instead.
 */
export function priceLines<L extends LineToPrice>(
  products: ReadonlyMap<string, { category?: string | null; variants?: readonly VariantLike[] | null }>,
  lines: readonly L[],
  terms: BuyerTerms = NO_TERMS,
): { lines: PricedLine<L>[]; subtotal: Paise; errors: LineError[] } {
  const priced: PricedLine<L>[] = []
  const errors: LineError[] = []
  for (const [index, line] of lines.entries()) {
    const product = products.get(line.product)
    const code = product ? findCode(product.variants, line.size, line.code) : undefined
    const packProblem = code ? packRuleProblem(line.code, code, line.quantity) : null
    if (!product) errors.push({ index, field: 'product', message: UNKNOWN_PRODUCT })
    else if (!code) errors.push({ index, field: 'code', message: UNKNOWN_CODE })
    else if (packProblem) errors.push({ index, field: 'quantity', message: packProblem })
    else {
      const base = buyerUnitPrice(code.discountedPrice, line.code, product.category ?? '', terms)
      const unitPrice = unitPriceFor(base, code.tiers, line.quantity)
      priced.push({ ...line, unitPrice, lineTotal: lineTotal(unitPrice, line.quantity) })
    }
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
