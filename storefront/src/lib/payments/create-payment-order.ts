import { paymentOrderRequestSchema, type paymentOrderResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `POST /payment/order {orderId}` (bearer): the Razorpay order for the order's server total. */
export async function createPaymentOrder(orderId: string) {
  const body = paymentOrderRequestSchema.parse({ orderId })
  const response = await shopApi.post<AnswerOf<typeof paymentOrderResponseSchema>>('/payment/order', body, { auth: true })
  return response.data
}
