import { availabilityWords, type Availability } from '@contract/availability'

const TONES: Record<Availability['status'], string> = {
  IN_STOCK: 'text-emerald-700',
  LOW: 'text-amber-800',
  BACKORDER: 'text-sky-800',
  OUT_OF_STOCK: 'text-red-700',
}

/** A code's availability as the buyer reads it ("Only 3 left"), coloured by how easily it can be had. */
export function AvailabilityNote({ availability, className = '' }: { availability: Availability | undefined; className?: string }) {
  if (!availability) return null
  return (
    <span data-testid="availability" data-status={availability.status} className={`font-medium ${TONES[availability.status]} ${className}`}>
      {availabilityWords(availability)}
    </span>
  )
}
