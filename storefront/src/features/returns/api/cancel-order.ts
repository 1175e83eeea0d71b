import type { OrderCancelRequest, orderCancelResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `POST /order/cancel` (bearer): the buyer cancels an order still ORDERED within the policy's hours. */
export function cancelOrder(body: OrderCancelRequest) {
  return shopApi.post<AnswerOf<typeof orderCancelResponseSchema>>('/order/cancel', body, { auth: true })
}
