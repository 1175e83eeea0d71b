import type { Payload, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { catalogue } from '../catalogue/snapshot'
import { MAX_LINE_QUANTITY, type cartCreateRequestSchema } from '../../contract/orders'
import { paiseToRupees, priceLines, type LineToPrice } from '../../contract/pricing'
import { HttpError, type FieldError } from '../../lib/http-errors'
import { rowId } from '../../lib/row-id'
import { buyerTerms } from '../pricing/buyer-terms'

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

/**
 * Prices lines from the published catalogue: the catalogue snapshot the shop shows, cleared by every committed
 * catalogue edit (docs/decisions/009-order-path.md). Used by the shop API's cart/create, the order snapshot and the
 * carts collection's hook.
 */
export async function priceFromCatalogue<L extends LineToPrice>(payload: Payload, lines: readonly L[]) {
  return priceLines((await catalogue(payload)).priceList, lines)
}

/**
 * Saves the buyer's lines as a server cart. Prices come only from the published catalogue and the buyer's terms (their
 * valid price lists, quantity tiers: cms/contract/pricing.ts); unknown products, sizes and codes, and quantities that
 * break a code's pack rule, are refused with field messages (400). The request has been checked against the contract (1–200 lines of whole quantities), so the cart
 * is written straight through the database adapter: on the order path, the create operation's field hooks cost more
 * than the write itself (docs/decisions/009-order-path.md).
 */
export async function createCart(
  req: PayloadRequest,
  customer: Customer,
  lines: CartLineInput[],
): Promise<{ cartId: string; subtotal: number }> {
  const merged = mergeLines(lines)
  const tooMany = merged.find((line) => line.quantity > MAX_LINE_QUANTITY)
  if (tooMany) {
    const message = `quantity must be at most ${MAX_LINE_QUANTITY}`
    throw new HttpError(400, { message, errors: [{ field: `products.${tooMany.sourceIndex}.quantity`, message }] })
  }
  const [{ priceList }, terms] = await Promise.all([catalogue(req.payload), buyerTerms(req.payload, customer)])
  const priced = priceLines(priceList, merged, terms)
  if (priced.errors.length > 0) {
    const errors: FieldError[] = priced.errors.map(({ index, field, message }) => ({
      field: `products.${merged[index].sourceIndex}.${field}`,
      message,
    }))
    throw new HttpError(400, { message: errors[0].message, errors })
  }
  const now = new Date().toISOString()
  const cart = await req.payload.db.create({
    collection: 'carts',
    data: {
      customer: customer.id,
      lines: priced.lines.map(({ product, size, code, quantity, unitPrice, lineTotal }) => ({
        id: rowId(),
        product,
        size,
        code,
        quantity,
        unitPrice,
        lineTotal,
      })),
      subtotal: priced.subtotal,
      status: 'open',
      createdAt: now,
      updatedAt: now,
    },
    // Read back only the id, not the lines.
    select: { status: true },
    req,
  })
  return { cartId: String(cart.id), subtotal: paiseToRupees(priced.subtotal) }
}
