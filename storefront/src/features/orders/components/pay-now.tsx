import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import toast from 'react-hot-toast'

import type { Order } from '@contract'
import { formatRupees } from '@contract/money'

import { Button } from '@/components/ui/button'
import { handleAppError } from '@/lib/error-handler'
import { cancelPayment } from '@/lib/payments/cancel-payment'
import { openPayment } from '@/lib/payments/open-payment'
import { useSession } from '@/lib/session'

import { myOrdersQueryOptions } from '../api/get-my-orders'

/**
 * An online order still to be paid: placed by an approver for the buyer, or left unpaid when the payment window was
 * closed or the payment failed.
 */
const awaitsPayment = (order: Order) => order.paymentType === 'ONLINE' && order.status === 'ORDERED' && order.paymentStatus !== 'PAID'

/** Says that the order waits for its online payment and opens the payment window for its total. */
export function PayNow({ order }: { order: Order }) {
  const { user } = useSession()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  if (!awaitsPayment(order)) return null
  const refresh = () => queryClient.invalidateQueries({ queryKey: myOrdersQueryOptions().queryKey })

  const pay = () => {
    setBusy(true)
    const buyer = user ? { name: user.name, email: user.email, contact: `${user.countryCode}${user.phoneNumber}` } : {}
    openPayment(order, buyer, {
      onPaid: (message) => {
        setBusy(false)
        toast.success(message)
        void refresh()
      },
      onFailed: (message) => {
        setBusy(false)
        toast.error(message)
      },
      onDismissed: () => {
        setBusy(false)
        cancelPayment(order.orderId).catch(handleAppError)
      },
    }).catch((error: unknown) => {
      setBusy(false)
      handleAppError(error)
    })
  }

  return (
    <div
      className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-slate-900"
      data-testid="order-awaits-payment"
    >
      <p>This order waits for your online payment.</p>
      <Button onClick={pay} disabled={busy}>
        {busy ? 'Opening payment...' : `Pay ${formatRupees(order.totalAmount)} now`}
      </Button>
    </div>
  )
}
