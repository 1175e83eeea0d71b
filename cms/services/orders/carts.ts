import { ValidationError, type PayloadRequest } from 'payload'
import type { z } from 'zod'

import { MAX_LINE_QUANTITY, type cartCreateRequestSchema } from '../../contract/orders'
import { HttpError, type FieldError } from '../../endpoints/http'
import { paiseToRupees } from '../../lib/money'

export type CartLineInput = z.output<typeof cartCreateRequestSchema>['products'][number]
type Customer = NonNullable<PayloadRequest['user']>

/**
 * The browser adds the quantities of identical lines (same product, size and code); the server cart does the same.
 * Each merged line keeps the index of its first request line, so field messages point at what the client sent.
 */
export function mergeLines(lines: CartLineInput[]): (CartLineInput & { sourceIndex: number })[] {
  const merged = new Map<string, CartLineInput & { sourceIndex: number }>()
  for (const [index, line] of lines.entries()) {
    const key = JSON.stringify([line.product, line.size, line.code])
    const existing = merged.get(key)
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line, sourceIndex: index })
  }
  return [...merged.values()]
}

/** `lines.2.code` of the saved cart → `products.<index sent>.code` of the request. */
function requestErrors(error: ValidationError, merged: { sourceIndex: number }[]): FieldError[] {
  return (error.data?.errors ?? []).map((entry: { path: string; message: string }) => {
    const match = /^lines\.(\d+)(\..*)?$/.exec(entry.path)
    const field = match ? `products.${merged[Number(match[1])]?.sourceIndex ?? match[1]}${match[2] ?? ''}` : entry.path
    return { field, message: entry.message }
  })
}

/**
 * Saves the buyer's lines as a server cart. Prices come only from the published catalogue: the carts collection's
 * `priceCartLines` hook looks every line up and refuses unknown products, sizes and codes with field messages (400).
 */
export async function createCart(req: PayloadRequest, customer: Customer, lines: CartLineInput[]): Promise<{ cartId: string; subtotal: number }> {
  const merged = mergeLines(lines)
  const tooMany = merged.find((line) => line.quantity > MAX_LINE_QUANTITY)
  if (tooMany) {
    const message = `quantity must be at most ${MAX_LINE_QUANTITY}`
    throw new HttpError(400, { message, errors: [{ field: `products.${tooMany.sourceIndex}.quantity`, message }] })
  }
  try {
    const cart = await req.payload.create({
      collection: 'carts',
      data: {
        customer: customer.id as string,
        lines: merged.map(({ product, size, code, quantity }) => ({ product, size, code, quantity })),
      },
      user: customer,
      overrideAccess: false,
      depth: 0,
      // Only the total is answered: the rest of the saved cart need not be read back through the field hooks.
      select: { subtotal: true },
      req,
    })
    return { cartId: cart.id, subtotal: paiseToRupees(cart.subtotal ?? 0) }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const errors = requestErrors(error, merged)
    throw new HttpError(400, { message: errors[0]?.message ?? 'Invalid cart', errors })
  }
}
