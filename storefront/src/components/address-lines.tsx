import type { Address } from '@contract'

/** An address as the buyer reads it: door no, street; city, state - pincode; landmark. */
export function AddressLines({ address }: { address: Omit<Address, '_id'> }) {
  return (
    <span className="block text-sm leading-6 text-slate-700">
      <span className="block">
        {address.doorNo}, {address.streetName}
      </span>
      <span className="block">
        {address.city}, {address.state} - {address.pincode}
      </span>
      {address.landMark ? <span className="block">Landmark: {address.landMark}</span> : null}
    </span>
  )
}
