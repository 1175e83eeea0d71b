import fc from 'fast-check'
import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { paiseToRupees, priceLines } from '../../cms/contract/pricing'
import type { Product } from '../../cms/payload-types'
import { mergeLines } from '../../cms/services/orders/carts'
import { amountMatches } from '../../cms/services/orders/placeOrder'
import { buildOrder } from '../../cms/services/orders/newOrder'
import { toProduct } from '../../cms/services/serialize/catalogue'
import type { CartLine } from '../../storefront/src/features/cart/cart-store'
import { cartTotals, withTodaysPrices } from '../../storefront/src/features/cart/pricing'

/** A published product as stored (prices in paise), with one to three sizes of one to three codes each. */
const productArb = (id: string) =>
  fc
    .array(
      fc.array(fc.record({ originalPrice: fc.integer({ min: 1, max: 5_000_000 }), discount: fc.integer({ min: 0, max: 5_000_000 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
      { minLength: 1, maxLength: 3 },
    )
    .map(
      (sizes) =>
        ({
          id,
          name: `Product ${id}`,
          slug: `product-${id}`,
          category: { id: 'c1', name: 'SUTURES', slug: 'sutures' },
          images: [],
          variants: sizes.map((codes, s) => ({
            size: `S${s}`,
            codes: codes.map(({ originalPrice, discount }, c) => ({
              shortCode: `C${s}${c}`,
              originalPrice,
              discountedPrice: Math.max(1, originalPrice - discount),
            })),
          })),
          updatedAt: '2026-01-01T00:00:00.000Z',
        }) as unknown as Product,
    )

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
    }),
  )

const system = { user: null } as unknown as PayloadRequest

describe('prices: storefront and server agree', () => {
  it('gives the same subtotal, discount and total for random carts', () => {
    fc.assert(
      fc.property(shopArb, ({ products, picks, percent }) => {
        // The same choice of (product, size, code, quantity), as the browser's cart and as the shop API's request.
        const requested = picks.map((pick) => {
          const product = products[pick.product % products.length]
          const variants = product.variants ?? []
          const variant = variants[pick.size % variants.length]
          const code = (variant.codes ?? [])[pick.code % (variant.codes ?? []).length]
          return { product: product.id, size: variant.size, code: code.shortCode, quantity: pick.quantity }
        })

        // The storefront sees the catalogue as the shop API serialises it (rupees).
        const shown = products.map(toProduct)
        const byId = new Map(shown.map((product) => [product._id, product]))
        const cart: CartLine[] = requested.map((line) => {
          const product = byId.get(line.product)!
          return { id: line.product, size: line.size, code: line.code, quantity: line.quantity, data: { ...product, image: null } }
        })
        const browser = cartTotals(withTodaysPrices(cart, shown), percent)

        // The server prices the merged cart from its catalogue (paise) and builds the order from it.
        const priced = priceLines(new Map(products.map((product) => [product.id, product])), mergeLines(requested))
        expect(priced.errors).toEqual([])
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
