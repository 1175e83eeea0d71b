import type { PayloadRequest } from 'payload'

import { MAX_LINE_QUANTITY, type cartCreateRequestSchema } from '../../contract/orders'
import type { z } from 'zod'

import { HttpError } from '../../endpoints/http'
import { paiseToRupees } from '../../lib/money'

export type CartLineInput = z.output<typeof cartCreateRequestSchema>['products'][number]
type Customer = NonNullable<PayloadRequest['user']>

/** The browser adds the quantities of identical lines (same product, size and code); the server cart does the same. */
export function mergeLines(lines: CartLineInput[]): CartLineInput[] {
  const merged = new Map<string, CartLineInput>()
  for (const line of lines) {
    const key = JSON.stringify([line.product, line.size, line.code])
    const existing = merged.get(key)
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line })
  }
  return [...merged.values()]
}

/**
 * Saves the buyer's lines as a server cart. Prices come only from the published catalogue: the carts collection's
 * `priceCartLines` hook looks every line up and refuses unknown products, sizes and codes with field messages (400).
 */
export async function createCart(req: PayloadRequest, customer: Customer, lines: CartLineInput[]): Promise<{ cartId: string; subtotal: number }> {
  const merged = mergeLines(lines)
  const tooMany = merged.findIndex((line) => line.quantity > MAX_LINE_QUANTITY)
  if (tooMany !== -1) {
    const message = `quantity must be at most ${MAX_LINE_QUANTITY}`
    throw new HttpError(400, { message, errors: [{ field: `products.${tooMany}.quantity`, message }] })
  }
  const cart = await req.payload.create({
    collection: 'carts',
    data: {
      customer: customer.id as string,
      lines: merged.map(({ product, size, code, quantity }) => ({ product, size, code, quantity })),
    },
    user: customer,
    overrideAccess: false,
    depth: 0,
    req,
  })
  return { cartId: cart.id, subtotal: paiseToRupees(cart.subtotal ?? 0) }
}
