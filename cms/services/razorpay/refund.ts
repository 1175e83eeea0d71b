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
  return refundPayment(order, order.total, manualReference, 'The order was not cancelled.')
}

/**
 * Gives `amount` paise of an order's online payment back through Razorpay (a partial refund when less than the
 * payment), or records a manual refund with the reference staff give when there is no Razorpay payment to refund.
 */
export async function refundPayment(
  order: { orderId?: string | null; razorpay?: { paymentId?: string | null } | null },
  amount: number,
  manualReference: string,
  notDoneText: string,
): Promise<RefundRecord> {
  const at = new Date().toISOString()
  const access = razorpayAccess()
  const paymentId = order.razorpay?.paymentId
  if (!access || !paymentId) return { amount, method: 'MANUAL', reference: manualReference || null, at }
  try {
    const refund = await access.client.payments.refund(paymentId, { amount, notes: { orderId: order.orderId ?? '' } })
    return { amount: Number(refund.amount ?? amount), method: 'RAZORPAY', reference: refund.id, at }
  } catch (error) {
    const description = (error as { error?: { description?: string } }).error?.description ?? 'no answer'
    // 502: nothing is saved, so the step can be tried again.
    throw new Refusal(`Razorpay did not refund payment ${paymentId}: ${description}. ${notDoneText}`, 502)
  }
}
