import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Company } from '../../../payload-types'
import { idOf } from '../validate'

/** Members removed from a company are free to join another: their claims go. */
export const releaseRemovedMembers: CollectionAfterChangeHook<Company> = async ({ doc, req }) => {
  if (!doc.membershipKey) return doc
  const kept = (doc.members ?? []).map((member) => idOf(member.customer)).filter((id): id is string => id !== null)
  await req.payload.delete({
    collection: 'company-memberships',
    where: { and: [{ companyKey: { equals: doc.membershipKey } }, ...(kept.length > 0 ? [{ customer: { not_in: kept } }] : [])] },
    req,
  })
  return doc
}

/** A deleted company's members are free to join another. */
export const releaseAllMembers: CollectionAfterDeleteHook<Company> = async ({ doc, req }) => {
  if (!doc.membershipKey) return doc
  await req.payload.delete({ collection: 'company-memberships', where: { companyKey: { equals: doc.membershipKey } }, req })
  return doc
}
