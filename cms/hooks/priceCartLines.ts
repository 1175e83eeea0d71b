import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { findCode } from '../catalogue/pricing'
import { catalogue } from '../catalogue/snapshot'

type CartLine = { product: string | { id: string }; size: string; code: string; quantity: number; unitPrice?: number; lineTotal?: number }

const idOf = (value: CartLine['product']) => (typeof value === 'object' && value !== null ? value.id : value)

/**
 * Prices every cart line from the published catalogue, whoever saves the cart: a price sent by a browser is
 * overwritten. An unknown product, size or code refuses the save with a field message. The catalogue snapshot is the
 * one the shop shows, cleared by every committed catalogue edit (docs/decisions/009-order-path.md).
 */
export const priceCartLines: CollectionBeforeChangeHook = async ({ data, req }) => {
  const lines: CartLine[] = Array.isArray(data.lines) ? data.lines : []
  const errors: { path: string; message: string }[] = []
  const { publishedById } = await catalogue(req.payload)
  let subtotal = 0
  for (const [index, line] of lines.entries()) {
    const productId = idOf(line.product)
    const product = productId ? publishedById.get(productId) : undefined
    if (!product) {
      errors.push({ path: `lines.${index}.product`, message: 'Unknown product' })
      continue
    }
    const code = findCode(product.variants, line.size, line.code)
    if (!code) {
      errors.push({ path: `lines.${index}.code`, message: 'Unknown size or code for this product' })
      continue
    }
    line.unitPrice = code.discountedPrice
    line.lineTotal = code.discountedPrice * line.quantity
    subtotal += line.lineTotal
  }
  if (errors.length > 0) throw new ValidationError({ collection: 'carts', errors })
  data.lines = lines
  data.subtotal = subtotal
  return data
}
