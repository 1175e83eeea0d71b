import { useLocation, useParams } from 'react-router-dom'

import { ButtonLink } from '@/components/ui/button'
import { PageContainer } from '@/components/ui/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentHead } from '@/lib/use-document-head'

import { useMyOrder } from '../api/get-my-order'
import { OrderSummary } from '../components/order-summary'

/** What checkout hands over when it lands here: the words for what just happened ("Order Placed Successfully"). */
export type ConfirmationState = { message?: string } | null

/**
 * /order/{orderId} (signed in): where a buyer lands after a cash-on-delivery order or a verified online payment, and
 * what Order History links to. Another customer's order id is "not found".
 */
export default function OrderConfirmationPage() {
  const { orderId = '' } = useParams()
  const message = (useLocation().state as ConfirmationState)?.message
  useDocumentHead({ title: `Order ${orderId}`, description: 'Your order with Nuvo Surgical.' })
  const order = useMyOrder(orderId)

  return (
    <PageContainer className="py-6 sm:py-10">
      <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5" hidden={!message}>
        <p className="font-semibold text-emerald-900">{message}</p>
        <p className="text-sm text-emerald-900">We have emailed you a confirmation with this order ID.</p>
      </div>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Order {orderId}</h1>
      <div className="mt-5">
        {order.isPending ? (
          <Skeleton className="h-72" />
        ) : order.data ? (
          <OrderSummary order={order.data} />
        ) : (
          <p role="alert" className="text-slate-700">
            We could not find this order in your account.
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/dashboard?tab=orders">Order History</ButtonLink>
        <ButtonLink to="/categories" variant="outline">
          Continue shopping
        </ButtonLink>
      </div>
    </PageContainer>
  )
}
