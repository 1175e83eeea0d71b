import { COMPANY_MESSAGES, COMPANY_ROLES, PAN_PATTERN } from '../../contract/company'
import { gstinProblem } from '../../contract/gstin'
import { gstStateCode } from '../../contract/gst-states'

/** A relationship's id, whether the value is the id or the document it names. */
export const idOf = (value: unknown): string | null => {
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return null
}

type Member = { customer?: unknown; role?: unknown }

export function panProblem(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  return typeof value === 'string' && PAN_PATTERN.test(value) ? null : COMPANY_MESSAGES.panInvalid
}

/** The members as a whole: at least one admin, and nobody twice. */
export function membersProblem(members: unknown): string | null {
  const rows = (Array.isArray(members) ? members : []) as Member[]
  if (!rows.some((row) => row?.role === 'admin')) return COMPANY_MESSAGES.noAdmin
  const customers = rows.map((row) => idOf(row?.customer)).filter((id): id is string => id !== null)
  return new Set(customers).size === customers.length ? null : COMPANY_MESSAGES.memberTwice
}

/** A location's GSTIN: well formed, check character right, and issued in the location's state. */
export function locationGstinProblem(gstin: unknown, state: unknown): string | null {
  if (typeof gstin !== 'string' || gstin === '') return 'Enter the GSTIN of this location'
  const problem = gstinProblem(gstin)
  if (problem) return problem
  const code = gstStateCode(typeof state === 'string' ? state : null)
  return code === null || gstin.slice(0, 2) === code ? null : COMPANY_MESSAGES.gstinStateMismatch
}

export function stateProblem(state: unknown): string | null {
  return typeof state === 'string' && gstStateCode(state) !== null ? null : COMPANY_MESSAGES.unknownState
}

/** A buyer's locations: only ids of the company's own locations. */
export function memberLocationsProblem(chosen: unknown, companyLocations: unknown): string | null {
  if (!Array.isArray(chosen) || chosen.length === 0) return null
  const known = new Set(
    ((Array.isArray(companyLocations) ? companyLocations : []) as { id?: unknown }[]).map((location) => idOf(location?.id)),
  )
  return chosen.every((id) => known.has(idOf(id))) ? null : COMPANY_MESSAGES.unknownLocation
}

type CompanyData = { name?: unknown; pan?: unknown; members?: unknown; locations?: unknown }

/**
 * Whether the company passes its own field checks: Payload checks fields only after the collection's beforeChange
 * hooks, and members are claimed there only for a company that will be saved.
 */
export function passesCompanyChecks(data: CompanyData): boolean {
  const members = (Array.isArray(data.members) ? data.members : []) as (Member & { locations?: unknown })[]
  const locations = (Array.isArray(data.locations) ? data.locations : []) as { gstin?: unknown; state?: unknown }[]
  return (
    typeof data.name === 'string' &&
    data.name.trim() !== '' &&
    panProblem(data.pan) === null &&
    membersProblem(members) === null &&
    members.every((member) => idOf(member.customer) !== null && (COMPANY_ROLES as readonly unknown[]).includes(member.role)) &&
    members.every((member) => memberLocationsProblem(member.locations, locations) === null) &&
    locations.every((location) => stateProblem(location.state) === null && locationGstinProblem(location.gstin, location.state) === null)
  )
}
