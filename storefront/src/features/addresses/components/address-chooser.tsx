import { useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import toast from 'react-hot-toast'

import { MSG, type Address } from '@contract'

import { AddressLines } from '@/components/address-lines'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'

import { AddressForm } from './address-form'

type Props = {
  /** The form field that holds the chosen address's id, its value and its error. */
  field: UseFormRegisterReturn
  selected: string
  error: string | undefined
  /** A new address was saved from the panel: choose it. */
  onAdded: (address: Address) => void
  signedIn: boolean
  addresses: Address[] | undefined
  loading: boolean
}

/** The delivery address choice of the cart page, with the Add New Address panel. */
export function AddressChooser({ field, selected, error, onAdded, signedIn, addresses, loading }: Props) {
  const [adding, setAdding] = useState(false)

  const openPanel = () => {
    if (!signedIn) {
      toast.error(MSG.address.loginRequired)
      return
    }
    setAdding(true)
  }

  return (
    <section aria-labelledby="delivery-address-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <fieldset aria-describedby={error ? 'delivery-address-error' : undefined}>
        <legend id="delivery-address-title" className="text-lg font-semibold text-slate-900">
          Delivery Address
        </legend>
        {!signedIn ? (
          <p className="mt-3 text-sm text-slate-700">Log in to choose a saved address or add a new one.</p>
        ) : loading ? (
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : addresses && addresses.length > 0 ? (
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {addresses.map((address) => (
              <label
                key={address._id}
                className={`flex cursor-pointer gap-3 rounded-lg border p-3 ${selected === address._id ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 hover:border-brand-300'}`}
              >
                <input type="radio" value={address._id} className="mt-1 h-4 w-4 accent-brand-600" {...field} />
                <span>
                  <span className="block font-semibold text-slate-900">{address.type}</span>
                  <AddressLines address={address} />
                </span>
              </label>
            ))}
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-700">You have no saved addresses yet.</p>
        )}
        {error ? (
          <p id="delivery-address-error" role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
      <div className="mt-4">
        {adding ? (
          <AddressForm
            onSaved={(address) => {
              setAdding(false)
              onAdded(address)
            }}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <Button variant="outline" onClick={openPanel}>
            Add New Address
          </Button>
        )}
      </div>
    </section>
  )
}
