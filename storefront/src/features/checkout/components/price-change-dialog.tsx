import { useEffect, useRef } from 'react'

import { formatRupees } from '@contract/money'

import { Button } from '@/components/ui/button'

import type { PriceChange } from '../use-place-order'

/** Shown when the server's total differs from the cart's: the buyer sees the new total before paying. */
export function PriceChangeDialog({ change }: { change: PriceChange | null }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (change && dialog && !dialog.open) dialog.showModal()
    if (!change && dialog?.open) dialog.close()
  }, [change])

  return (
    <dialog
      ref={ref}
      aria-labelledby="price-change-title"
      onCancel={(event) => {
        event.preventDefault()
        change?.cancel()
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 shadow-2xl backdrop:bg-slate-900/50"
    >
      {change ? (
        <>
          <h2 id="price-change-title" className="text-xl font-bold text-slate-900">
            The total has changed
          </h2>
          <p className="mt-3 text-slate-700">
            A price in your cart changed since you added it. Your order now comes to{' '}
            <strong className="text-slate-900" data-testid="new-total">
              {formatRupees(change.newAmount)}
            </strong>{' '}
            instead of {formatRupees(change.previousAmount)}.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={change.cancel}>
              Cancel
            </Button>
            <Button onClick={change.confirm}>Continue with {formatRupees(change.newAmount)}</Button>
          </div>
        </>
      ) : null}
    </dialog>
  )
}
