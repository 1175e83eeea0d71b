import { orderCreateResponseSchema, type QuoteOrderRequest } from '@contract'

import { shopApi } from '@/lib/api-client'

/** `POST /quote/order` (bearer): the accepted quote becomes an order at its quoted prices. */
export function orderQuote(body: QuoteOrderRequest) {
  return shopApi.post('/quote/order', body, orderCreateResponseSchema, { auth: true })
}
