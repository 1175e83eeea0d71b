import { useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import toast from 'react-hot-toast'

import { MSG, type Address, type CompanyAnswer } from '@contract'

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
  /** The company locations the buyer orders for, offered before their own addresses; none outside a company. */
  locations?: CompanyLocation[]
  /** The radio value of a company location (the checkout's `LOCATION_CHOICE` and its id). */
  locationValue?: (location: CompanyLocation) => string
}

type CompanyLocation = CompanyAnswer['locations'][number]

const choiceClass = (chosen: boolean) =>
  `flex cursor-pointer gap-3 rounded-lg border p-3 ${chosen ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 hover:border-brand-300'}`

/** The delivery address choice of the cart page, with the Add New Address panel. */
export function AddressChooser({
  field,
  selected,
  error,
  onAdded,
  signedIn,
  addresses,
  loading,
  locations = [],
  locationValue = (location) => location.id,
}: Props) {
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
        ) : null}
        {signedIn && !loading && locations.length > 0 ? (
          <>
            <p className="mt-4 text-sm font-semibold text-slate-700">Your company&apos;s locations</p>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {locations.map((location) => (
                <label key={location.id} className={choiceClass(selected === locationValue(location))}>
                  <input type="radio" value={locationValue(location)} className="mt-1 h-4 w-4 accent-brand-600" {...field} />
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{location.name}</span>
                    <AddressLines address={{ type: 'Office', ...location }} />
                    <span className="block text-sm text-slate-700">GSTIN {location.gstin}</span>
                  </span>
                </label>
              ))}
            </div>
            <p className="mt-4 text-sm font-semibold text-slate-700">Your addresses</p>
          </>
        ) : null}
        {!signedIn || loading ? null : addresses && addresses.length > 0 ? (
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {addresses.map((address) => (
              <label key={address._id} className={choiceClass(selected === address._id)}>
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
