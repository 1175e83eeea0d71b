import { APPROVAL_MESSAGES } from '../../contract/approvals'
import { badRequest } from '../../lib/http-errors'
import type { Company } from '../../payload-types'
import type { ShipTo } from '../orders'
import type { Membership } from './membership'

type CompanyLocation = NonNullable<Company['locations']>[number]

/** The locations a member orders for: the ones named on their row, or every location of the company when none are. */
export function locationsOf(membership: Membership): CompanyLocation[] {
  const all = membership.company.locations ?? []
  const own = membership.member.locations ?? []
  return own.length === 0 ? all : all.filter((location) => own.includes(location.id ?? ''))
}

/** Whether staff limited the member to some of the company's locations: they order only there. */
export const limitedToLocations = (membership: Membership): boolean => (membership.member.locations ?? []).length > 0

/** A location's postal address, as an order and the shop API's company answer carry it. */
export const locationAddress = (location: CompanyLocation) => ({
  doorNo: location.doorNo,
  streetName: location.streetName,
  landMark: location.landMark ?? null,
  city: location.city,
  state: location.state,
  pincode: location.pincode,
})

const refuse = (message: string) => badRequest(message, [{ field: 'locationId', message }])

/**
 * The company location an order ships to, or null for an order to one of the buyer's own addresses. Refused with 400
 * naming `locationId`: a location from a customer in no company, one that is not among the member's locations, and an
 * order of a member limited to some locations that names none of them.
 */
export function shipToOf(membership: Membership | null, locationId: string | null): ShipTo | null {
  if (locationId === null) {
    if (membership && limitedToLocations(membership)) throw refuse(APPROVAL_MESSAGES.locationRequired)
    return null
  }
  if (!membership) throw refuse(APPROVAL_MESSAGES.noLocations)
  const location = locationsOf(membership).find((candidate) => candidate.id === locationId)
  if (!location) throw refuse(APPROVAL_MESSAGES.unknownLocation)
  return {
    locationName: location.name,
    address: { type: 'Office', ...locationAddress(location) },
    gstin: location.gstin,
    businessName: membership.company.name,
  }
}
