import { randomUUID } from 'node:crypto'

import { ValidationError, type CollectionBeforeChangeHook, type Payload, type PayloadRequest } from 'payload'

import { COMPANY_MESSAGES } from '../../../contract/company'
import type { Company } from '../../../payload-types'
import { idOf, passesCompanyChecks } from '../validate'

/** A claim no company holds after this long was left by a write that failed after claiming: it may be taken over. */
const ABANDONED_CLAIM_MS = 60_000

type Claim = { id: string; customer: unknown; companyKey: string; createdAt: string }

async function claimsOf(payload: Payload, customers: string[], req?: PayloadRequest): Promise<Claim[]> {
  const { docs } = await payload.find({
    collection: 'company-memberships',
    where: { customer: { in: customers } },
    limit: 0,
    pagination: false,
    depth: 0,
    req,
  })
  return docs as Claim[]
}

/** Whether a claim was left behind: old enough, and no company with its key lists the customer. */
async function abandoned(payload: Payload, claim: Claim): Promise<boolean> {
  if (Date.now() - Date.parse(claim.createdAt) < ABANDONED_CLAIM_MS) return false
  const { totalDocs } = await payload.count({
    collection: 'companies',
    where: { and: [{ membershipKey: { equals: claim.companyKey } }, { 'members.customer': { equals: idOf(claim.customer) } }] },
  })
  return totalDocs === 0
}

/**
 * One person, one company: before a company is written, each of its members is claimed in `company-memberships`,
 * whose unique index on the customer lets the database decide between two companies saved at once
 * (docs/decisions/067-companies.md). A member claimed by another company refuses the save with a 400 on that member.
 * Claims are keyed by the company's `membershipKey` (its id does not exist yet when a company is created).
 */
export const claimMemberships: CollectionBeforeChangeHook<Company> = async ({ data, originalDoc, req }) => {
  const key = originalDoc?.membershipKey ?? randomUUID()
  data.membershipKey = key
  if (!passesCompanyChecks({ ...originalDoc, ...data })) return data
  const members = (data.members ?? []).map((member, index) => ({ index, customer: idOf(member.customer) }))
  const customers = members.map((member) => member.customer).filter((id): id is string => id !== null)
  if (customers.length === 0) return data
  const held = new Map((await claimsOf(req.payload, customers, req)).map((claim) => [idOf(claim.customer), claim]))
  const refused: { path: string; message: string }[] = []
  for (const { index, customer } of members) {
    if (customer === null) continue
    const claim = held.get(customer)
    if (claim?.companyKey === key) continue
    if (claim && !(await abandoned(req.payload, claim))) {
      refused.push({ path: `members.${index}.customer`, message: COMPANY_MESSAGES.inAnotherCompany })
      continue
    }
    if (claim)
      await req.payload.delete({
        collection: 'company-memberships',
        where: { and: [{ id: { equals: claim.id } }, { companyKey: { equals: claim.companyKey } }] },
        req,
      })
    try {
      await req.payload.create({ collection: 'company-memberships', data: { customer, companyKey: key }, depth: 0, req })
    } catch (error) {
      // Another company claimed them a moment ago: the unique index refused this claim. Read outside this write's
      // transaction, which MongoDB has aborted.
      const [winner] = await claimsOf(req.payload, [customer])
      if (!winner || winner.companyKey === key) throw error
      refused.push({ path: `members.${index}.customer`, message: COMPANY_MESSAGES.inAnotherCompany })
    }
  }
  if (refused.length > 0) throw new ValidationError({ collection: 'companies', errors: refused })
  return data
}
