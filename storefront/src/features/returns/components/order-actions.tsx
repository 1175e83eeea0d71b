import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { Link, useNavigate } from 'react-router-dom'

import type { Order } from '@contract'

import { Button } from '@/components/ui/button'
import { handleAppError } from '@/lib/error-handler'

import { useMyReturns } from '../api/get-my-returns'
import { CancelOrderForm } from './cancel-order-form'
import { OrderReturns } from './order-returns'
import { ReturnForm } from './return-form'

/** Puts an order's lines in the cart at today's prices; answers the codes the catalogue no longer has. */
export type OrderAgain = (items: Order['items']) => Promise<{ added: number; gone: string[] }>

const isOpen = (until: string | null) => until !== null && Date.now() < new Date(until).getTime()

/**
 * The actions row of an Order History card: open the order's page, order the same lines again, cancel while the
 * policy allows, or ask for a return or replacement after delivery; below it, the order's return requests.
 * `onOrderChanged` refreshes the order list after a cancellation.
 */
export function OrderActions({
  order,
  orderAgain,
  onOrderChanged,
}: {
  order: Order
  orderAgain: OrderAgain
  onOrderChanged: () => Promise<unknown>
}) {
  const navigate = useNavigate()
  const [open, setOpen] = useState<'cancel' | 'return' | null>(null)
  const returns = useMyReturns()
  const orderReturns = (returns.data ?? []).filter((entry) => entry.orderId === order.orderId)
  const returnable = new Map(order.items.map((item) => [item.code, item.quantity]))
  for (const entry of orderReturns) {
    if (entry.status === 'REJECTED') continue
    for (const line of entry.lines) returnable.set(line.code, (returnable.get(line.code) ?? 0) - line.quantity)
  }
  // Another member of the company placed it: they cancel or return it; anyone may order its lines again.
  const own = order.placedBy === null
  const canCancel = own && order.status === 'ORDERED' && isOpen(order.cancellableUntil)
  const canReturn =
    own && order.status === 'DELIVERED' && isOpen(order.returnableUntil) && [...returnable.values()].some((left) => left > 0)
  const again = useMutation({
    mutationFn: () => orderAgain(order.items),
    onSuccess: ({ added, gone }) => {
      if (gone.length > 0) toast.error(`No longer in the catalogue: ${gone.join(', ')}`, { duration: 8000 })
      if (added > 0) {
        toast.success(`${added} ${added === 1 ? 'line' : 'lines'} added to the cart at today's prices`)
        navigate('/mycart')
      }
    },
    onError: handleAppError,
  })
  return (
    <>
      <OrderReturns returns={orderReturns} />
      <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3">
        <Button variant="outline" onClick={() => again.mutate()} disabled={again.isPending}>
          {again.isPending ? 'Adding...' : 'Order again'}
        </Button>
        {canCancel ? (
          <Button variant="outline" onClick={() => setOpen(open === 'cancel' ? null : 'cancel')} aria-expanded={open === 'cancel'}>
            Cancel order
          </Button>
        ) : null}
        {canReturn ? (
          <Button variant="outline" onClick={() => setOpen(open === 'return' ? null : 'return')} aria-expanded={open === 'return'}>
            Return or replace
          </Button>
        ) : null}
        <Link to={`/order/${encodeURIComponent(order.orderId)}`} className="text-sm font-semibold text-brand-700 hover:underline">
          View order
        </Link>
      </div>
      {open === 'cancel' && canCancel ? <CancelOrderForm order={order} onCancelled={onOrderChanged} onDone={() => setOpen(null)} /> : null}
      {open === 'return' && canReturn ? <ReturnForm order={order} returnable={returnable} onDone={() => setOpen(null)} /> : null}
    </>
  )
}
