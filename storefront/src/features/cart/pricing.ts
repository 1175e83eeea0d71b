import {
  findCode,
  packRuleProblem,
  packRuleText,
  paiseToRupees,
  rupeesToPaise,
  totalsOf,
  unitPriceFor,
  type Availability,
  type Product,
} from '@contract'

import { parseQuantity, type CartLine } from './cart-store'

export type PricedLine = {
  line: CartLine
  key: string
  /**
   * Today's price per unit for this quantity (the buyer's price with the quantity tier, as the server prices it), or
   * null when the code is no longer sold.
   */
  unitPrice: number | null
  mrp: number | null
  /** The code's pack rule as the buyer reads it ("Sold in multiples of 12"), and why this quantity breaks it. */
  packRule: string | null
  packProblem: string | null
  /** The line was added at another price than today's. */
  priceChanged: boolean
  /** Whether the code can be had now, from today's catalogue (none until it has loaded). */
  availability: Availability | undefined
  image: string | null
  /** The product page, when the catalogue (or the saved line) knows the slugs. */
  path: string | null
}

export const lineKey = (line: Pick<CartLine, 'id' | 'size' | 'code'>) => `${line.id}|${line.size}|${line.code}`

/** Quantities as typed but not yet saved, by line key. */
export type QuantityDrafts = Record<string, string>

/**
 * The lines with each usable typed quantity in place of the saved one, so prices and totals follow the quantity as
 * it is typed; `unsaved` says a typed quantity differs from the saved one, `invalid` that one cannot be used.
 */
export function withTypedQuantities(lines: CartLine[], drafts: QuantityDrafts) {
  let unsaved = false
  let invalid = false
  const typed = lines.map((line) => {
    const draft = drafts[lineKey(line)]
    if (draft === undefined) return line
    const quantity = parseQuantity(draft)
    if (quantity === null) invalid = true
    if (draft.trim() !== String(line.quantity)) unsaved = true
    return quantity === null || quantity === line.quantity ? line : { ...line, quantity }
  })
  return { lines: typed, unsaved, invalid }
}

const pathOf = (categorySlug: string | undefined, slug: string | undefined) =>
  categorySlug && slug ? `/categories/${categorySlug}/${slug}` : null

/**
 * Prices every line from the catalogue as it is today, so an outdated line shows today's price. Until the catalogue
 * has loaded, the price saved with the line is used.
 */
export function withTodaysPrices(lines: CartLine[], catalogue: Product[] | undefined): PricedLine[] {
  const products = new Map(catalogue?.map((product) => [product._id, product]))
  return lines.map((line) => {
    const saved = findCode(line.data.variants, line.size, line.code)
    const product = products.get(line.id)
    const current = catalogue ? (product ? findCode(product.variants, line.size, line.code) : undefined) : saved
    return {
      line,
      key: lineKey(line),
      unitPrice: current ? unitPriceFor(current.discountedPrice, current.tiers, line.quantity) : null,
      mrp: current?.originalPrice ?? null,
      packRule: current ? packRuleText(current) : null,
      packProblem: current ? packRuleProblem(line.code, current, line.quantity) : null,
      priceChanged: Boolean(catalogue && saved && current && saved.discountedPrice !== current.discountedPrice),
      availability: product?.variants.find((variant) => variant.size === line.size)?.codes.find((code) => code.shortCode === line.code)
        ?.availability,
      image: product?.image ?? line.data.image ?? null,
      path: pathOf(product?.category.slug ?? line.data.category.slug, product?.slug ?? line.data.slug),
    }
  })
}

/**
 * Subtotal, discount and total in rupees, worked out in paise by the shop's pricing module (the server's), so the
 * amount the buyer sees is the amount the server charges. Lines no longer sold count for nothing.
 */
export function cartTotals(priced: PricedLine[], discountPercent: number) {
  const lines = priced.flatMap(({ line, unitPrice }) =>
    unitPrice === null ? [] : [{ unitPrice: rupeesToPaise(unitPrice), quantity: line.quantity }],
  )
  const totals = totalsOf(lines, discountPercent)
  return { subtotal: paiseToRupees(totals.subtotal), discount: paiseToRupees(totals.discount), total: paiseToRupees(totals.total) }
}
