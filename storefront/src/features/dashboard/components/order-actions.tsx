import { useMutation } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { Link, useNavigate } from 'react-router-dom'

import type { Order } from '@contract'

import { Button } from '@/components/ui/button'
import { resolveCodes } from '@/features/cart/api/resolve-codes'
import { addLinesToCart } from '@/features/cart/cart-store'
import { resolvedCartLine } from '@/features/cart/resolved-line'
import { handleAppError } from '@/lib/error-handler'

/** Puts the order's lines in the cart at today's prices; answers the codes the catalogue no longer has. */
async function orderAgain(order: Order): Promise<{ added: number; gone: string[] }> {
  const found = await resolveCodes(order.items.map((item) => item.code))
  const gone = order.items.filter((item) => !found.has(item.code)).map((item) => item.code)
  const added = addLinesToCart(order.items.flatMap((item) => {
    const resolved = found.get(item.code)
    return resolved ? [resolvedCartLine(resolved, item.quantity)] : []
  }))
  return { added, gone: [...new Set(gone)] }
}

/** The actions row of an Order History card: open the order's page, or order the same lines again. */
export function OrderActions({ order }: { order: Order }) {
  const navigate = useNavigate()
  const again = useMutation({
    mutationFn: () => orderAgain(order),
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
