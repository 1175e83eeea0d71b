import { useState } from 'react'
import toast from 'react-hot-toast'
import { useNavigate } from 'react-router-dom'

import { APPROVAL_MESSAGES, MSG, type PAYMENT_TYPES } from '@contract'

import { ApiError } from '@/lib/api-client'
import { handleAppError } from '@/lib/error-handler'
import { cancelPayment } from '@/lib/payments/cancel-payment'
import { openPayment } from '@/lib/payments/open-payment'

import { createOrder, PriceChangedError } from './api/create-order'
import { createServerCart } from './api/create-server-cart'
import type { ConfirmationState } from './routes/order-confirmation-page'

export type OrderInput = {
  lines: { product: string; size: string; code: string; quantity: number }[]
  orderAmount: number
  discountCode: string | null
  /** One of the buyer's saved addresses, or one of their company's locations (`deliveryOf`). */
  delivery: { addressId: string | null; locationId: string | null }
  paymentType: (typeof PAYMENT_TYPES)[number]
  buyer: { name: string; email: string; contact: string }
  /** What the tax invoice shows of the buyer; blank fields are left out (the server then uses the profile's GST). */
  invoice: { gstin: string; businessName: string; poNumber: string; costCentre: string }
}

export type PriceChange = { previousAmount: number; newAmount: number; confirm: () => void; cancel: () => void }

type Options = {
  /** The order is placed (COD) or paid (ONLINE): empty the cart. */
  onCompleted: () => void
  /** The server's total differed from the cart's: refresh the prices shown. */
  onPricesChanged: () => void
}

/** A refusal the buyer can act on is a toast; anything else goes to the app-wide handler. */
function reportFailure(error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) toast.error(error.message)
  else if (error instanceof ApiError && error.status === 503) toast.error(MSG.payment.unavailable)
  else handleAppError(error)
}

/**
 * Proceed To Buy: server cart, then order; COD ends there, ONLINE opens Razorpay Checkout and the
 * server verifies the payment. A 409 from the order call pauses on `priceChange` until the buyer accepts the new total.
 */
export function usePlaceOrder({ onCompleted, onPricesChanged }: Options) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null)

  /** The confirmation page says what happened, so no toast is left behind. */
  const finish = (message: string, orderId: string) => {
    toast.dismiss()
    onCompleted()
    navigate(`/order/${encodeURIComponent(orderId)}`, { state: { message } satisfies ConfirmationState })
  }

  /** A company rule held the order for approval: the cart is kept in the request; the buyer follows it in Approvals. */
  const awaitApproval = () => {
    toast.dismiss()
    onCompleted()
    toast.success(APPROVAL_MESSAGES.awaiting)
    navigate('/dashboard?tab=approvals')
  }

  function payOnline(input: OrderInput, order: { orderId: string; cartId: string; totalAmount: number }) {
    return openPayment(order, input.buyer, {
      onPaid: (message) => finish(message, order.orderId),
      onFailed: (message) => {
        setBusy(false)
        toast.error(message)
      },
      onDismissed: () => {
        setBusy(false)
        cancelPayment(order.orderId).catch(reportFailure)
      },
    })
  }

  async function orderAndPay(input: OrderInput, cartId: string, orderAmount: number) {
    try {
      const order = await createOrder({
        cartId,
        paymentType: input.paymentType,
        addressId: input.delivery.addressId,
        locationId: input.delivery.locationId,
        orderAmount,
        discountCode: input.discountCode,
        gstin: input.invoice.gstin || null,
        businessName: input.invoice.businessName || null,
        poNumber: input.invoice.poNumber || null,
        costCentre: input.invoice.costCentre || null,
      })
      if ('requestId' in order) {
        awaitApproval()
        return
      }
      if (input.paymentType !== 'ONLINE') {
        finish(input.paymentType === 'ACCOUNT' ? MSG.checkout.accountPlaced : MSG.checkout.codPlaced, order.orderId)
        return
      }
      await payOnline(input, { orderId: order.orderId, cartId, totalAmount: order.totalAmount })
    } catch (error) {
      if (error instanceof PriceChangedError) {
        onPricesChanged()
        setPriceChange({
          previousAmount: orderAmount,
          newAmount: error.serverAmount,
          confirm: () => {
            setPriceChange(null)
            void orderAndPay(input, cartId, error.serverAmount)
          },
          cancel: () => {
            setPriceChange(null)
            setBusy(false)
          },
        })
        return
      }
      setBusy(false)
      reportFailure(error)
    }
  }

  async function placeOrder(input: OrderInput) {
    if (busy) return
    setBusy(true)
    try {
      const cart = await createServerCart(input.lines)
      await orderAndPay(input, cart.cartId, input.orderAmount)
    } catch (error) {
      setBusy(false)
      reportFailure(error)
    }
  }

  return { placeOrder, busy, priceChange }
}
