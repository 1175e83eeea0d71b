import type { Payload } from 'payload'

import { ALWAYS_IN_STOCK, type Availability } from '../../contract/availability'
import type { Product as ProductAnswer } from '../../contract/catalogue'
import type { PricedProduct } from '../catalogue/assemble'
import { catalogue } from '../catalogue/snapshot'
import { stockView, type StockView } from './availability'

/** A code's availability from its product's stock settings (`priced`, the snapshot's price-list entry). */
export function codeAvailability(view: StockView, priced: PricedProduct, shortCode: string): Availability {
  const code = priced.variants.flatMap((variant) => variant.codes).find((each) => each.shortCode === shortCode)
  return view.availabilityOf(shortCode, { ...priced.stock, lowStockThreshold: code?.lowStockThreshold ?? null })
}

/** The product answer with each code's `availability`; `priced` lists the same sizes and codes in the same order. */
export function withAvailability(answer: ProductAnswer, priced: PricedProduct | undefined, view: StockView): ProductAnswer {
  if (!priced) return answer
  return {
    ...answer,
    variants: answer.variants.map((variant, v) => ({
      ...variant,
      codes: variant.codes.map((code, c) => ({
        ...code,
        availability: view.availabilityOf(code.shortCode, {
          ...priced.stock,
          lowStockThreshold: priced.variants[v]?.codes[c]?.lowStockThreshold ?? null,
        }),
      })),
    })),
  }
}

/** Product answers with their codes' availability, as this process knows it now. */
export async function productsWithAvailability(payload: Payload, products: readonly ProductAnswer[]): Promise<ProductAnswer[]> {
  const [view, { priceList }] = await Promise.all([stockView(payload), catalogue(payload)])
  return products.map((product) => withAvailability(product, priceList.get(product._id), view))
}

/**
 * Each cart line's availability, in the lines' order (the cart answer): as its product answer shows it, as this
 * process knows it now (not waiting for a refresh orders started); a code no longer sold reads IN_STOCK, as its
 * product would before it tracked stock.
 */
export async function cartLinesWithAvailability(
  payload: Payload,
  lines: readonly { product: string; code: string }[],
): Promise<{ code: string; availability: Availability }[]> {
  const [view, { priceList }] = await Promise.all([stockView(payload, { wait: false }), catalogue(payload)])
  return lines.map(({ product, code }) => {
    const priced = priceList.get(product)
    return { code, availability: priced ? codeAvailability(view, priced, code) : ALWAYS_IN_STOCK }
  })
}
