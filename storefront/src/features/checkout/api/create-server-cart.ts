import { cartCreateRequestSchema, type cartCreateResponseSchema, type CartCreateRequest } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `POST /cart/create` (bearer): the server prices the lines and answers a cart id. */
export async function createServerCart(products: CartCreateRequest['products']) {
  const body = cartCreateRequestSchema.parse({ products })
  return shopApi.post<AnswerOf<typeof cartCreateResponseSchema>>('/cart/create', body, { auth: true })
}
