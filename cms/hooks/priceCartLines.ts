import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { findCode } from '../catalogue/pricing'

type CartLine = { product: string | { id: string }; size: string; code: string; quantity: number; unitPrice?: number; lineTotal?: number }

const idOf = (value: CartLine['product']) => (typeof value === 'object' && value !== null ? value.id : value)

/**
 * Prices every cart line from the published catalogue, whoever saves the cart: a price sent by a browser is
 * overwritten. An unknown product, size or code refuses the save with a field message.
 */
export const priceCartLines: CollectionBeforeChangeHook = async ({ data, req }) => {
  const lines: CartLine[] = Array.isArray(data.lines) ? data.lines : []
  const errors: { path: string; message: string }[] = []
  let subtotal = 0
  for (const [index, line] of lines.entries()) {
    const productId = idOf(line.product)
    const product = productId
      ? await req.payload
          .findByID({
            collection: 'products',
            id: productId,
            depth: 0,
            draft: false,
            disableErrors: true,
            select: { variants: true, _status: true },
            req,
          })
          .catch(() => null)
      : null
    if (!product || product._status !== 'published') {
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
