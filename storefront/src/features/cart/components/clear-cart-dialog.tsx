import { useEffect, useRef } from 'react'

import { MSG } from '@contract'

import { Button } from '@/components/ui/button'

type Props = { open: boolean; onProceed: () => void; onCancel: () => void }

/** 'Clear your cart' asks first: 'This Action May Not Be Reversible' with Proceed and Cancel. */
export function ClearCartDialog({ open, onProceed, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (open && dialog && !dialog.open) dialog.showModal()
    if (!open && dialog?.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby="clear-cart-title"
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-xl bg-white p-6 shadow-2xl backdrop:bg-slate-900/50"
    >
      <h2 id="clear-cart-title" className="text-xl font-bold text-slate-900">
        {MSG.cart.clearConfirm}
      </h2>
      <p className="mt-2 text-slate-700">Every item will be removed from your cart.</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onProceed}>Proceed</Button>
      </div>
    </dialog>
  )
}
