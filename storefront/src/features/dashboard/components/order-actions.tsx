import { useMutation } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { Link, useNavigate } from 'react-router-dom'

import type { Order } from '@contract'

import { Button } from '@/components/ui/button'
import { handleAppError } from '@/lib/error-handler'

/** Puts an order's lines in the cart at today's prices; answers the codes the catalogue no longer has. */
export type OrderAgain = (items: Order['items']) => Promise<{ added: number; gone: string[] }>

/** The actions row of an Order History card: open the order's page, or order the same lines again. */
export function OrderActions({ order, orderAgain }: { order: Order; orderAgain: OrderAgain }) {
  const navigate = useNavigate()
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
    <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3">
      <Button variant="outline" onClick={() => again.mutate()} disabled={again.isPending}>
        {again.isPending ? 'Adding...' : 'Order again'}
      </Button>
      <Link to={`/order/${encodeURIComponent(order.orderId)}`} className="text-sm font-semibold text-brand-700 hover:underline">
        View order
      </Link>
    </div>
  )
}
