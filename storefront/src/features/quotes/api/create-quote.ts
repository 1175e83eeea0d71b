import { quoteCreateResponseSchema, type QuoteCreateRequest } from '@contract'

import { shopApi } from '@/lib/api-client'

/** `POST /quote/create` (bearer): a quote request for one of the buyer's server carts. */
export function createQuote(body: QuoteCreateRequest) {
  return shopApi.post('/quote/create', body, quoteCreateResponseSchema, { auth: true })
}
