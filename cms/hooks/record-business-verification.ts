import type { FieldHook } from 'payload'

import { isCustomer, isStaff } from '../access/roles'

type Business = {
  organisation?: string | null
  type?: string | null
  gstin?: string | null
  verified?: boolean | null
  verifiedBy?: unknown
  verifiedAt?: string | null
}

const detailsOf = (business: Business | undefined) => [business?.organisation ?? null, business?.type ?? null, business?.gstin ?? null]

/**
 * Who verified a business account, and when: set from the staff member whose save turned `verified` on, cleared when
 * it is turned off. A buyer changing the details they gave (organisation, type, GSTIN) sends the account back for
 * verification. What anyone sends for `verifiedBy`/`verifiedAt` is ignored.
 */
export const recordBusinessVerification: FieldHook = ({ value, previousValue, req }) => {
  const before = (previousValue ?? {}) as Business
  // A partial update (`{ verified: true }`) keeps the rest of the group as it was.
  const next: Business = { ...before, ...(value as Business | undefined) }
  const changedByBuyer = isCustomer(req.user) && JSON.stringify(detailsOf(next)) !== JSON.stringify(detailsOf(before))
  if (changedByBuyer) next.verified = false
  if (next.verified && !before.verified) {
    next.verifiedBy = isStaff(req.user) ? req.user!.id : null
    next.verifiedAt = new Date().toISOString()
  } else if (next.verified) {
    next.verifiedBy = before.verifiedBy ?? null
    next.verifiedAt = before.verifiedAt ?? null
  } else {
    next.verified = false
    next.verifiedBy = null
    next.verifiedAt = null
  }
  return next
}
