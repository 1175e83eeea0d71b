import type { PayloadRequest } from 'payload'

import { COMPANY_MESSAGES, type CompanyRole } from '../../contract/company'
import { COMPANY_MEMBER_MESSAGES } from '../../contract/company-members'
import { idOf } from '../../contract/ids'
import { forbidden, HttpError, notFound } from '../../lib/http-errors'
import type { Company } from '../../payload-types'
import { whileHolding } from '../lease'

export type CompanyMember = NonNullable<Company['members']>[number]
export type Membership = { company: Company; member: CompanyMember }

/** The company a customer belongs to and their row in it, or null (a person is in at most one company). */
export async function membershipOf(req: PayloadRequest, customerId: string): Promise<Membership | null> {
  const { docs } = await req.payload.find({
    collection: 'companies',
    where: { 'members.customer': { equals: customerId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const company = docs[0]
  const member = company?.members?.find((row) => idOf(row.customer) === customerId)
  return company && member ? { company, member } : null
}

/** The signed-in member's company: 404 for a customer in no company. */
export async function requireMembership(req: PayloadRequest, customerId: string): Promise<Membership> {
  const membership = await membershipOf(req, customerId)
  if (!membership) throw notFound(COMPANY_MESSAGES.notAMember)
  return membership
}

/** The company whose members `customerId` manages: 404 outside a company, 403 for a member who is not its admin. */
export async function requireCompanyAdmin(req: PayloadRequest, customerId: string): Promise<Company> {
  const { company, member } = await requireMembership(req, customerId)
  if (member.role !== 'admin') throw forbidden(COMPANY_MEMBER_MESSAGES.adminsOnly)
  return company
}

/** The customer ids of a company's members with one of `roles`. */
export function membersWithRole(company: Company, roles: readonly CompanyRole[]): string[] {
  return (company.members ?? []).filter((row) => roles.includes(row.role)).map((row) => idOf(row.customer))
}

/** Who decides requests: the approvers, and the admins. */
export const canDecide = (member: CompanyMember): boolean => member.role === 'approver' || member.role === 'admin'

/** Who sees every request of the company: approvers, admins and accounts; a buyer sees their own. */
export const seesCompanyRequests = (member: CompanyMember): boolean => member.role !== 'buyer'

/** Accounts pay invoices; they do not order. */
export const mayOrder = (member: CompanyMember): boolean => member.role !== 'accounts'

/** A member row as Payload takes it back: the customer as an id. */
const storedRow = (row: CompanyMember): CompanyMember => ({ ...row, customer: idOf(row.customer) ?? '' })

const COMPANY_BUSY = 'Another change to your company is being saved. Please try again in a moment.'

/**
 * Rewrites the company `companyId` with `change` applied to it as it is now, one change at a time per company across
 * every server process (a lease): two invitations accepted at once both become members, and a change of rules keeps
 * a member added meanwhile. The write goes through Payload, so the company's checks and membership claims (decision
 * 067) decide as for staff edits.
 */
export function changeCompany(req: PayloadRequest, companyId: string, change: (company: Company) => Partial<Company>): Promise<Company> {
  return whileHolding(
    req.payload,
    `company-members:${companyId}`,
    { holdMs: 10_000, waitMs: 15_000, busy: () => new HttpError(503, { message: COMPANY_BUSY }, { 'Retry-After': '5' }) },
    async () => {
      const company = await req.payload.findByID({ collection: 'companies', id: companyId, depth: 0, overrideAccess: true, req })
      return req.payload.update({ collection: 'companies', id: companyId, data: change(company), depth: 0, overrideAccess: true, req })
    },
  )
}

/** Rewrites the members of `companyId` with `change` applied to the members as they are now (`changeCompany`). */
export function changeMembers(
  req: PayloadRequest,
  companyId: string,
  change: (members: CompanyMember[]) => CompanyMember[],
): Promise<Company> {
  return changeCompany(req, companyId, (company) => ({ members: change((company.members ?? []).map(storedRow)) }))
}
