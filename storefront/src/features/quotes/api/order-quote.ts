import { type orderCreateResponseSchema, type QuoteOrderRequest } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `POST /quote/order` (bearer): the accepted quote becomes an order at its quoted prices. */
export function orderQuote(body: QuoteOrderRequest) {
  return shopApi.post<AnswerOf<typeof orderCreateResponseSchema>>('/quote/order', body, { auth: true })
}
