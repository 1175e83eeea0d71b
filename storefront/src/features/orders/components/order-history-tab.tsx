import type { ReactNode } from 'react'

import type { Order } from '@contract'

import { Skeleton } from '@/components/ui/skeleton'

import { useMyOrders } from '../api/get-my-orders'
import { EmptyOrders } from './empty-orders'
import { OrderCard } from './order-card'

/** Order History: the customer's orders, newest first, in a scrolling area of at most 85vh from tablet width up; on a
 * phone the page itself scrolls, never a box inside it. `actionsOf` gives each card its actions (cancel, return, order
 * again: composed by the page). */
export function OrderHistoryTab({ actionsOf }: { actionsOf?: (order: Order) => ReactNode }) {
  const orders = useMyOrders()
  return (
    <section aria-labelledby="order-history-title">
      <h2 id="order-history-title" className="mb-5 text-xl font-semibold text-slate-900">
        Order History
      </h2>
      {orders.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : orders.data && orders.data.length > 0 ? (
        <div className="md:max-h-[85vh] md:overflow-y-auto md:pr-1" tabIndex={0} role="region" aria-label="Your orders">
          <div className="flex flex-col gap-4">
            {orders.data.map((order) => (
              <OrderCard key={order.orderId} order={order} actions={actionsOf?.(order)} />
            ))}
          </div>
        </div>
      ) : (
        <EmptyOrders />
      )}
    </section>
  )
}
