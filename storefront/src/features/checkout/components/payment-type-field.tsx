import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { MSG } from '@contract'
import { formatRupees } from '@contract/money'

import type { CheckoutFormValues } from '../checkout-form'

type Props = {
  form: UseFormReturn<CheckoutFormValues>
  onlineAvailable: boolean
  /** The buyer's account terms when they may pay on account (a verified business with credit), else null. */
  account: { available: number; termsDays: number } | null
}

const OPTIONS = [
  { value: 'ONLINE', label: 'Pay Online', detail: 'Cards, UPI and net banking through Razorpay' },
  { value: 'COD', label: 'Cash On Delivery', detail: 'Pay when the parcel arrives' },
  { value: 'ACCOUNT', label: 'Pay on account', detail: 'Invoice now, pay within your credit terms' },
] as const

/**
 * Payment type ONLINE (default), COD or, for a buyer with credit, ACCOUNT; when online payment is not configured,
 * ONLINE is unavailable and COD chosen.
 */
export function PaymentTypeField({ form, onlineAvailable, account }: Props) {
  const { setValue } = form
  const chosen = form.watch('paymentType')
  // Whenever ONLINE would be chosen (the start, or the buyer's usual payment arriving) while it is unavailable.
  useEffect(() => {
    if (!onlineAvailable && chosen === 'ONLINE') setValue('paymentType', 'COD')
  }, [onlineAvailable, chosen, setValue])

  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">Payment Method</legend>
      <div className="mt-3 flex flex-col gap-2">
        {OPTIONS.filter((option) => option.value !== 'ACCOUNT' || account).map((option) => {
          const detail =
            option.value === 'ACCOUNT' && account
              ? `Net ${account.termsDays} days after the invoice; ${formatRupees(account.available)} of credit available`
              : option.detail
          const unavailable = option.value === 'ONLINE' && !onlineAvailable
          return (
            <label
              key={option.value}
              className={`flex gap-3 rounded-lg border p-3 ${unavailable ? 'cursor-not-allowed border-slate-200 bg-slate-50' : 'cursor-pointer'} ${chosen === option.value ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200'}`}
            >
              <input
                type="radio"
                value={option.value}
                disabled={unavailable}
                aria-describedby={unavailable ? 'online-unavailable' : undefined}
                className="mt-1 h-4 w-4 accent-brand-600"
                {...form.register('paymentType')}
              />
              <span>
                <span className={`block text-sm font-semibold ${unavailable ? 'text-slate-600' : 'text-slate-900'}`}>
                  {option.label} <span className="font-normal text-slate-600">({option.value})</span>
                </span>
                <span className="block text-xs text-slate-600">{detail}</span>
                {unavailable ? (
                  <span id="online-unavailable" className="mt-1 block text-xs font-medium text-amber-800">
                    {MSG.payment.unavailable}
                  </span>
                ) : null}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
