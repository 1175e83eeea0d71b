import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { idOf } from '../contract/ids'
import { priceFromCatalogue } from '../services/for-collections'

type CartLine = { product: string | { id: string }; size: string; code: string; quantity: number }

/**
 * Prices every cart line from the published catalogue, whoever saves the cart (staff in the admin included): a price
 * sent by a browser is overwritten. An unknown product, size or code refuses the save with a field message. The shop
 * API's cart/create prices its lines the same way before saving.
 */
export const priceCartLines: CollectionBeforeChangeHook = async ({ data, req }) => {
  const lines: CartLine[] = Array.isArray(data.lines) ? data.lines : []
  const priced = await priceFromCatalogue(
    req.payload,
    lines.map((line) => ({ ...line, product: idOf(line.product) ?? '' })),
  )
  if (priced.errors.length > 0) {
    throw new ValidationError({
      collection: 'carts',
      errors: priced.errors.map(({ index, field, message }) => ({ path: `lines.${index}.${field}`, message })),
    })
  }
  data.lines = priced.lines
  data.subtotal = priced.subtotal
  return data
}
