import { paymentCancelledRequestSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

/** `POST /payment/cancelled {orderId}` (bearer): the buyer closed the payment window. */
export async function cancelPayment(orderId: string) {
  const body = paymentCancelledRequestSchema.parse({ orderId })
  await shopApi.post<unknown>('/payment/cancelled', body, { auth: true })
}
