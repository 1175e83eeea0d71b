import { paymentVerifyRequestSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

export type PaymentResult = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }

/** `POST /payment/verify`: the server checks the signature and answers the message to show. */
export async function verifyPayment(result: PaymentResult, order: { orderId: string; cartId: string; amount: number; currency: string }) {
  const body = paymentVerifyRequestSchema.parse({ ...result, ...order })
  return shopApi.post<{ message: string }>('/payment/verify', body, { auth: true })
}
