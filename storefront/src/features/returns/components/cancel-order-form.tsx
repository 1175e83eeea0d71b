import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import type { z } from 'zod'

import { orderCancelRequestSchema, type Order, type OrderCancelRequest } from '@contract'

import { Button } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/form-field'
import { ApiError } from '@/lib/api-client'
import { handleAppError } from '@/lib/error-handler'

import { cancelOrder } from '../api/cancel-order'

/** A refusal the buyer can act on (the window closed, the order shipped) is shown; anything else is the app's failure. */
export function showRefusal(error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) toast.error(error.message)
  else handleAppError(error)
}

/** Asks why, then cancels the order; `onCancelled` refreshes what shows it (Order History shows it CANCELLED). */
export function CancelOrderForm({ order, onCancelled, onDone }: { order: Order; onCancelled: () => Promise<unknown>; onDone: () => void }) {
  const form = useForm<OrderCancelRequest, unknown, z.output<typeof orderCancelRequestSchema>>({
    resolver: zodResolver(orderCancelRequestSchema),
    defaultValues: { orderId: order.orderId, reason: '' },
  })
  const cancel = useMutation({
    mutationFn: cancelOrder,
    onSuccess: async (answer) => {
      toast.success(answer.refund ? `Order cancelled; ₹${answer.refund.amount.toFixed(2)} will be refunded` : 'Order cancelled')
      await onCancelled()
      onDone()
    },
    onError: showRefusal,
  })
  const error = form.formState.errors.reason?.message
  return (
    <form
      onSubmit={form.handleSubmit((values) => cancel.mutate(values))}
      className="mt-3 flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3"
      aria-label={`Cancel order ${order.orderId}`}
    >
      <label htmlFor={`cancel-reason-${order.orderId}`} className="text-sm font-medium text-slate-800">
        Why are you cancelling?
      </label>
      <textarea
        id={`cancel-reason-${order.orderId}`}
        rows={2}
        className={inputClasses}
        aria-invalid={Boolean(error)}
        {...form.register('reason')}
      />
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling…' : 'Confirm cancellation'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Keep the order
        </Button>
      </div>
    </form>
  )
}
