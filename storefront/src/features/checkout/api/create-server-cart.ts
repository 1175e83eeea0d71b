import { cartCreateRequestSchema, cartCreateResponseSchema, type CartCreateRequest } from '@contract'

import { shopApi } from '@/lib/api-client'

/** `POST /cart/create` (bearer): the server prices the lines and answers a cart id. */
export async function createServerCart(products: CartCreateRequest['products']) {
  const body = cartCreateRequestSchema.parse({ products })
  return shopApi.post('/cart/create', body, cartCreateResponseSchema, { auth: true })
}
