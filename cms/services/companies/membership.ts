import type { PayloadRequest } from 'payload'

import type { CompanyRole } from '../../contract/company'
import { idOf } from '../../contract/ids'
import type { Company } from '../../payload-types'

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
