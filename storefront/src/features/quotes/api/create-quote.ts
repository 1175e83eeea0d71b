import { type quoteCreateResponseSchema, type QuoteCreateRequest } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `POST /quote/create` (bearer): a quote request for one of the buyer's server carts. */
export function createQuote(body: QuoteCreateRequest) {
  return shopApi.post<AnswerOf<typeof quoteCreateResponseSchema>>('/quote/create', body, { auth: true })
}
