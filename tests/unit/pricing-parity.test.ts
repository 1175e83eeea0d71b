import fc from 'fast-check'
import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { entryOf, ValuePool, type CategoryRef } from '../../cms/services/catalogue/assemble'
import { NO_TERMS, packRuleProblem, paiseToRupees, priceLines, termsOf, type BuyerTerms } from '../../cms/contract/pricing'
import type { Product } from '../../cms/payload-types'
import { productForBuyer } from '../../cms/services/pricing/buyer-answers'
import { mergeLines } from '../../cms/services/orders/carts'
import { amountMatches } from '../../cms/services/orders/place-order'
import { buildOrder } from '../../cms/services/orders/new-order'
import type { CartLine } from '../../storefront/src/features/cart/cart-store'
import { cartTotals, withTodaysPrices } from '../../storefront/src/features/cart/pricing'

/** Quantity tiers as stored: from 2 units on, paise, in any order. */
const tiersArb = fc.array(fc.record({ minQuantity: fc.integer({ min: 2, max: 200 }), price: fc.integer({ min: 1, max: 5_000_000 }) }), {
  maxLength: 3,
})
const codeArb = fc.record({
  originalPrice: fc.integer({ min: 1, max: 5_000_000 }),
  discount: fc.integer({ min: 0, max: 5_000_000 }),
  tiers: tiersArb,
  minQuantity: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
  multipleOf: fc.option(fc.integer({ min: 1, max: 24 }), { nil: null }),
})

/** A published product as stored (prices in paise, tiers too), with one to three sizes of one to three codes each. */
const productArb = (id: string) =>
  fc.array(fc.array(codeArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }).map(
    (sizes) =>
      ({
        id,
        name: `Product ${id}`,
        slug: `product-${id}`,
        category: { id: id === 'p0' ? 'c0' : 'c1', name: 'SUTURES', slug: 'sutures' },
        images: [],
        variants: sizes.map((codes, s) => ({
          size: `S${s}`,
          codes: codes.map(({ originalPrice, discount, tiers, minQuantity, multipleOf }, c) => ({
            shortCode: `${id}C${s}${c}`,
            originalPrice,
            discountedPrice: Math.max(1, originalPrice - discount),
            tiers,
            minQuantity,
            multipleOf,
          })),
        })),
        updatedAt: '2026-01-01T00:00:00.000Z',
      }) as unknown as Product,
  )

const TODAY = '2026-11-26'

/**
 * A verified buyer's price lists (some valid today, some not): fixed prices for codes (product, size, code picks) and
 * a percentage off a category.
 */
const buyerListsArb = fc.array(
  fc.record({
    validFrom: fc.constantFrom('2026-01-01', TODAY, '2026-11-27'),
    validUntil: fc.constantFrom(null, '2026-11-25', TODAY, '2027-12-31'),
    lines: fc.array(fc.record({ product: fc.nat(), size: fc.nat(), code: fc.nat(), price: fc.integer({ min: 1, max: 5_000_000 }) }), {
      maxLength: 6,
    }),
    categoryDiscounts: fc.array(fc.record({ category: fc.constantFrom('c0', 'c1'), percent: fc.integer({ min: 1, max: 90 }) }), {
      maxLength: 2,
    }),
  }),
  { minLength: 1, maxLength: 3 },
)

const categoryRefs = new Map<string, CategoryRef>([
  ['c0', { _id: 'c0', name: 'SUTURES', slug: 'sutures' }],
  ['c1', { _id: 'c1', name: 'SUTURES', slug: 'sutures' }],
])

type Pick = { product: number; size: number; code: number }
function picked(products: Product[], pick: Pick) {
  const product = products[pick.product % products.length]
  const variants = product.variants ?? []
  const variant = variants[pick.size % variants.length]
  const code = (variant.codes ?? [])[pick.code % (variant.codes ?? []).length]
  return { product, variant, code }
}

/** A quantity the code's pack rule allows, from a random one: at least the minimum, rounded up to the multiple. */
function allowedQuantity(code: { minQuantity?: number | null; multipleOf?: number | null }, quantity: number): number {
  const multiple = code.multipleOf && code.multipleOf > 1 ? code.multipleOf : 1
  const atLeast = Math.max(quantity, code.minQuantity ?? 1)
  return Math.ceil(atLeast / multiple) * multiple
}

const shopArb = fc
  .array(fc.nat(), { minLength: 1, maxLength: 5 })
  .chain((ids) => fc.tuple(...ids.map((_, index) => productArb(`p${index}`))))
  .chain((products) =>
    fc.record({
      products: fc.constant(products),
      picks: fc.array(fc.record({ product: fc.nat(), size: fc.nat(), code: fc.nat(), quantity: fc.integer({ min: 1, max: 10_000 }) }), {
        minLength: 1,
        maxLength: 12,
      }),
      percent: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 90 })),
      buyer: fc.option(buyerListsArb, { nil: null }),
    }),
  )

const system = { user: null } as unknown as PayloadRequest

describe('prices: storefront and server agree', () => {
  it('gives the same subtotal, discount and total for random carts, price lists, tiers and pack rules', () => {
    fc.assert(
      fc.property(shopArb, ({ products, picks, percent, buyer }) => {
        const terms: BuyerTerms = buyer
          ? termsOf(
              buyer.map((list) => ({
                ...list,
                lines: list.lines.map((line) => ({ code: picked(products, line).code.shortCode, price: line.price })),
              })),
              TODAY,
            )
          : NO_TERMS
        // The same choice of (product, size, code, quantity), as the browser's cart and as the shop API's request;
        // quantities the pack rules allow (the server refuses the others, see below).
        const requested = picks.map((pick) => {
          const { product, variant, code } = picked(products, pick)
          return { product: product.id, size: variant.size, code: code.shortCode, quantity: allowedQuantity(code, pick.quantity) }
        })

        // The storefront sees the catalogue as the shop API serialises it for this buyer (rupees).
        const entries = new Map(products.map((product) => [product.id, entryOf(product, categoryRefs, new ValuePool())]))
        const shown = [...entries.values()].map((entry) => productForBuyer(entry.answer, entry.price, terms))
        const byId = new Map(shown.map((product) => [product._id, product]))
        // The browser adds identical lines up before pricing them, as the server does.
        const cart: CartLine[] = mergeLines(requested).map((line) => {
          const product = byId.get(line.product)!
          return { id: line.product, size: line.size, code: line.code, quantity: line.quantity, data: { ...product, image: null } }
        })
        const browser = cartTotals(withTodaysPrices(cart, shown), percent)

        // The server prices the merged cart from its price list (paise) with the buyer's terms and builds the order.
        const priceList = new Map([...entries].map(([id, entry]) => [id, entry.price]))
        const priced = priceLines(priceList, mergeLines(requested), terms)
        // A merged quantity may break a multiple the single ones kept; both sides then refuse the same lines.
        const refusedByBrowser = withTodaysPrices(cart, shown).filter((line) => line.packProblem !== null).length
        expect(priced.errors.length).toBe(refusedByBrowser)
        if (priced.errors.length > 0) return
        const order = buildOrder(system, {
          customer: 'c',
          lines: priced.lines.map((line) => ({ ...line, name: 'x', image: null })),
          address: {},
          discount: percent > 0 ? { code: 'CODE', percent } : null,
          paymentType: 'COD',
        })

        expect(browser).toEqual({
          subtotal: paiseToRupees(order.subtotal),
          discount: paiseToRupees(order.discount?.amount ?? 0),
          total: paiseToRupees(order.total),
        })
        expect(order.subtotal).toBe(priced.subtotal)
        expect(amountMatches(browser.total, order.total)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})

describe('pack rules: storefront and server refuse the same quantities', () => {
  it('refuses exactly the quantities below the minimum or off the multiple, naming the code', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 1000 }),
        (minQuantity, multipleOf, quantity) => {
          const products = new Map([
            [
              'p',
              {
                category: 'c',
                variants: [
                  { size: 'S', codes: [{ shortCode: 'NC 8141', originalPrice: 100, discountedPrice: 90, minQuantity, multipleOf }] },
                ],
              },
            ],
          ])
          const priced = priceLines(products, [{ product: 'p', size: 'S', code: 'NC 8141', quantity }])
          const breaks = quantity < minQuantity || quantity % multipleOf !== 0
          expect(priced.errors.length).toBe(breaks ? 1 : 0)
          expect(priced.errors[0]?.message ?? null).toBe(packRuleProblem('NC 8141', { minQuantity, multipleOf }, quantity))
          if (breaks) expect(priced.errors[0].message).toMatch(/^NC 8141 (is sold in multiples of|has a minimum order of) \d+$/)
        },
      ),
      { numRuns: 300 },
    )
  })
})
