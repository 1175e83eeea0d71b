import type { Endpoint } from 'payload'

import { quoteCreateRequestSchema, quoteOrderRequestSchema } from '../../contract/quotes'
import { createQuote, myQuotes, orderFromQuote } from '../../services/quotes'
import { json, readJson, requireCustomer, route } from '../http'

/** Quote requests of signed-in buyers (contract/quotes.ts), under /api/shop. */
export const quoteEndpoints: Endpoint[] = [
  /** `POST /quote/create` → 201 `{quoteId}`. */
  route('post', '/quote/create', async (req) => {
    const customer = requireCustomer(req)
    const body = await readJson(req, quoteCreateRequestSchema)
    return json(await createQuote(req, customer, body), 201)
  }),
  /** `GET /quote/getMyQuotes` → `{data: Quote[]}`, newest first. */
  route('get', '/quote/getMyQuotes', async (req) => {
    const customer = requireCustomer(req)
    return json({ data: await myQuotes(req, customer.id as string) })
  }),
  /** `POST /quote/order {quoteId, addressId, paymentType?}` → 201 `{orderId, totalAmount, paymentType}`. */
  route('post', '/quote/order', async (req) => {
    const customer = requireCustomer(req)
    const body = await readJson(req, quoteOrderRequestSchema)
    return json(await orderFromQuote(req, customer, body), 201)
  }),
]
