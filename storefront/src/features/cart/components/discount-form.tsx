import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import toast from 'react-hot-toast'

import { MSG } from '@contract'

import { Button } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'

export type AppliedDiscount = { code: string; percent: number }

type Props = {
  applied: AppliedDiscount | null
  onChange: (discount: AppliedDiscount | null) => void
  /** Asks the server what the code is worth on this cart total. */
  preview: (code: string) => Promise<AppliedDiscount>
}

/** The discount code entry; an invalid code says 'Invalid discount code!' and resets the discount to 0. */
export function DiscountForm({ applied, onChange, preview }: Props) {
  const [code, setCode] = useState('')
  const mutation = useMutation({
    mutationFn: preview,
    onSuccess: (discount) => {
      onChange(discount)
      setCode('')
    },
    onError: (error) => {
      onChange(null)
      toast.error(error instanceof ApiError && error.status === 400 ? MSG.discount.invalid : MSG.cart.deleteFailed)
    },
  })

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm">
        <span className="text-green-900">
          Code <strong>{applied.code}</strong> applied ({applied.percent}% off)
        </span>
        <button type="button" className="font-semibold text-brand-700 underline underline-offset-2" onClick={() => onChange(null)}>
          Remove
        </button>
      </div>
    )
  }

  return (
    <form
      noValidate
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (code.trim()) mutation.mutate(code.trim())
      }}
    >
      <label htmlFor="discount-code" className="sr-only">
        Discount code
      </label>
      <input
        id="discount-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder="Discount code"
        autoComplete="off"
        className={`${inputClasses} uppercase placeholder:normal-case`}
      />
      <Button type="submit" variant="outline" disabled={mutation.isPending || !code.trim()}>
        {mutation.isPending ? <Spinner label="Checking code" /> : null}
        Apply
      </Button>
    </form>
  )
}
