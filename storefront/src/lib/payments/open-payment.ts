import { MSG } from '@contract'

import { ApiError } from '@/lib/api-client'

import { createPaymentOrder } from './create-payment-order'
import { loadRazorpay, PAYMENT_THEME_COLOR } from './razorpay'
import { verifyPayment } from './verify-payment'

const SHOP_NAME = 'Nuvo Surgical'

export type PaymentCallbacks = {
  /** The server verified the payment: its message to show. */
  onPaid: (message: string) => void
  /** Verification failed: the message to show. */
  onFailed: (message: string) => void
  /** The buyer closed the payment window without paying. */
  onDismissed: () => void
}

/**
 * Pays an order online: the Razorpay order for the server's total, then Razorpay Checkout; the server verifies what
 * the window answers. Used by checkout and by an order still waiting for its payment (approved, or left unpaid).
 */
export async function openPayment(
  order: { orderId: string; totalAmount: number; cartId?: string },
  buyer: { name?: string; email?: string; contact?: string },
  { onPaid, onFailed, onDismissed }: PaymentCallbacks,
): Promise<void> {
  const payment = await createPaymentOrder(order.orderId)
  const Razorpay = await loadRazorpay()
  const paymentWindow = new Razorpay({
    key: payment.keyId,
    // The order's total in rupees (the server's) × 100: Razorpay counts paise.
    amount: Math.round(order.totalAmount * 100),
    currency: 'INR',
    name: SHOP_NAME,
    description: `Order ${order.orderId}`,
    order_id: payment.id,
    prefill: buyer,
    theme: { color: PAYMENT_THEME_COLOR },
    handler: (result) => {
      verifyPayment(result, { orderId: order.orderId, cartId: order.cartId ?? '', amount: order.totalAmount, currency: payment.currency })
        .then((response) => onPaid(response.message))
        .catch((error: unknown) => onFailed(error instanceof ApiError ? error.message : MSG.payment.verifyFailed))
    },
    modal: { ondismiss: onDismissed },
  })
  paymentWindow.open()
}
