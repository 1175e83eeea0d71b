import { useState } from 'react'
import toast from 'react-hot-toast'

import { MSG, type Address } from '@contract'

import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'

import { useDeleteAddress } from '../api/delete-address'
import { useAddresses } from '../api/get-addresses'
import { AddressForm } from './address-form'

/** How long the address book's messages stay (the dashboard's are shorter than the cart's). */
type ToastDurations = { success: number; error: number }

function AddressCard({ address, toastDurations }: { address: Address; toastDurations: ToastDurations }) {
  const remove = useDeleteAddress()
  const rows: [string, string][] = [
    ['Door No', address.doorNo],
    ['Street Name', address.streetName],
    ['City', address.city],
    ['State', address.state],
    ['Pincode', address.pincode],
    ['Landmark', address.landMark || 'N/A'],
    ['Type', address.type],
  ]
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="saved-address">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{address.type}</h3>
        <Button
          variant="outline"
          className="px-3 py-1.5"
          disabled={remove.isPending}
          aria-label={`Delete ${address.type} address ${address.doorNo}, ${address.streetName}`}
          onClick={() =>
            remove.mutate(address._id, {
              onSuccess: () => toast.success(MSG.address.deleted, { duration: toastDurations.success }),
              onError: () => toast.error(MSG.address.deleteFailed, { duration: toastDurations.error }),
            })
          }
        >
          Delete
        </Button>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  )
}

/** Manage Addresses: saved addresses titled by type, delete, and Add Address (hidden while the form is open). */
export function AddressesTab({ toastDurations }: { toastDurations: ToastDurations }) {
  const addresses = useAddresses({ enabled: true })
  const [adding, setAdding] = useState(false)
  return (
    <section aria-labelledby="manage-addresses-title">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="manage-addresses-title" className="text-xl font-semibold text-slate-900">
          Manage Addresses
        </h2>
        {adding ? null : <Button onClick={() => setAdding(true)}>Add Address</Button>}
      </div>
      {adding ? (
        <div className="mb-6">
          <AddressForm onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} toastDurations={toastDurations} />
        </div>
      ) : null}
      {addresses.isPending ? (
        <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : addresses.data && addresses.data.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.data.map((address) => (
            <AddressCard key={address._id} address={address} toastDurations={toastDurations} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">No saved addresses yet.</p>
      )}
    </section>
  )
}
