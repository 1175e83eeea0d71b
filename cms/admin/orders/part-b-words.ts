import { TRANSPORT_MODE_LABELS } from '../../contract/eway-bill'
import type { Order } from '../../payload-types'

type StoredPartB = NonNullable<NonNullable<Order['shipment']>['partB']>

/** "Road · transporter 29AAACB1234C1Z5 · AWB-1 of 2026-11-28 · vehicle RJ14AB1234", as the order summary shows it. */
export function partBWords(partB: StoredPartB): string {
  return [
    partB.mode ? TRANSPORT_MODE_LABELS[partB.mode] : null,
    partB.transporterId ? `transporter ${partB.transporterId}` : null,
    partB.documentNumber ? `${partB.documentNumber} of ${partB.documentDate ?? '—'}` : null,
    partB.vehicleNumber ? `vehicle ${partB.vehicleNumber}` : null,
    typeof partB.distanceKm === 'number' ? `${partB.distanceKm} km` : null,
  ]
    .filter(Boolean)
    .join(' · ')
}
