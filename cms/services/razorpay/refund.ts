import { Refusal } from '../../lib/refusal'

import { razorpayAccess } from './client'

export type RefundRecord = { amount: number; method: 'RAZORPAY' | 'MANUAL'; reference: string | null; at: string }

/** Whether cancelling a paid online order with this payment refunds it through Razorpay (else a manual refund). */
export function refundsThroughRazorpay(paymentId: string | null | undefined): boolean {
  return Boolean(razorpayAccess() && paymentId)
}

/**
 * Gives the money of a paid online order back: a full refund of the payment through Razorpay when keys are set,
 * otherwise a manual refund recorded with the reference staff give (a bank transfer's UTR, say).
 */
export async function refundOrder(
  order: { orderId?: string | null; total: number; razorpay?: { paymentId?: string | null } | null },
  manualReference: string,
): Promise<RefundRecord> {
  const at = new Date().toISOString()
  const access = razorpayAccess()
  const paymentId = order.razorpay?.paymentId
  if (!access || !paymentId) return { amount: order.total, method: 'MANUAL', reference: manualReference || null, at }
  try {
    const refund = await access.client.payments.refund(paymentId, { amount: order.total, notes: { orderId: order.orderId ?? '' } })
    return { amount: Number(refund.amount ?? order.total), method: 'RAZORPAY', reference: refund.id, at }
  } catch (error) {
    const description = (error as { error?: { description?: string } }).error?.description ?? 'no answer'
    // 502: nothing is saved, so the cancellation can be tried again.
    throw new Refusal(`Razorpay did not refund payment ${paymentId}: ${description}. The order was not cancelled.`, 502)
  }
}
