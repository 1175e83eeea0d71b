import { paymentOrderRequestSchema, paymentOrderResponseSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

/** `POST /payment/order {orderId}` (bearer): the Razorpay order for the order's server total. */
export async function createPaymentOrder(orderId: string) {
  const body = paymentOrderRequestSchema.parse({ orderId })
  const response = await shopApi.post('/payment/order', body, paymentOrderResponseSchema, { auth: true })
  return response.data
}
