import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { catalogue } from '../catalogue/snapshot'
import { idOf } from '../../contract/ids'
import { priceLines } from '../../contract/pricing'
import type { Quote as QuoteView, quoteCreateRequestSchema } from '../../contract/quotes'
import { conflict, notFound } from '../../lib/http-errors'
import type { Cart, Quote } from '../../payload-types'
import { CART_UNAVAILABLE } from '../orders'
import { buyerTerms } from '../pricing/buyer-terms'
import { toQuoteView } from './view'

export { orderFromQuote } from './order'
export { priceListFromQuote } from './rate-contract'

type Customer = NonNullable<PayloadRequest['user']>
export type QuoteInput = z.output<typeof quoteCreateRequestSchema>

/**
 * A quote request from one of the customer's own server carts (else 404): its lines, priced from today's catalogue
 * as list prices (a line no longer sold is a 409, as at checkout), with the organisation's details. Status NEW.
 */
export async function createQuote(req: PayloadRequest, customer: Customer, input: QuoteInput): Promise<{ quoteId: string }> {
  const cart = await req.payload.db.findOne<Cart>({
    collection: 'carts',
    where: { and: [{ id: { equals: input.cartId } }, { customer: { equals: customer.id } }] },
    req,
  })
  if (!cart) throw notFound('Cart not found')
  const [{ priceList: products }, terms] = await Promise.all([catalogue(req.payload), buyerTerms(req.payload, customer)])
  const lines = cart.lines.map((line) => ({
    product: idOf(line.product),
    size: line.size,
    code: line.code,
    quantity: line.quantity,
  }))
  const priced = priceLines(products, lines, terms)
  if (priced.errors.length > 0) {
    throw conflict({
      message: CART_UNAVAILABLE,
      errors: priced.errors.map(({ index, message }) => ({ field: `products.${index}`, message })),
    })
  }
  const quote = await req.payload.create({
    collection: 'quotes',
    overrideAccess: true,
    data: {
      customer: customer.id as string,
      status: 'NEW',
      organisation: input.organisation,
      gstin: input.gstin,
      expectedDelivery: input.expectedDelivery,
      message: input.message,
      lines: priced.lines.map((line) => ({
        product: line.product,
        name: products.get(line.product)?.name ?? line.code,
        size: line.size,
        code: line.code,
        quantity: line.quantity,
        listPrice: line.unitPrice,
      })),
    },
    depth: 0,
    req,
  })
  return { quoteId: quote.quoteId ?? String(quote.id) }
}

/** The customer's own quotes, newest first. */
export async function myQuotes(req: PayloadRequest, customerId: string): Promise<QuoteView[]> {
  const { docs } = await req.payload.find({
    collection: 'quotes',
    where: { customer: { equals: customerId } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.map((quote) => toQuoteView(quote as Quote))
}
