import type { PayloadRequest } from 'payload'

import { COMPANY_MEMBER_MESSAGES as MESSAGES, type MemberAnswer, type UpdateMemberRequest } from '../../contract/company-members'
import { idOf } from '../../contract/ids'
import { paiseToRupees, rupeesToPaise } from '../../contract/pricing'
import { notFound } from '../../lib/http-errors'
import type { Company } from '../../payload-types'
import { changeMembers, type CompanyMember } from './membership'

/** The company's members as its admin sees them: names and phone numbers read from their accounts. */
export async function membersOf(req: PayloadRequest, company: Company, viewerId: string): Promise<MemberAnswer[]> {
  const rows = company.members ?? []
  const ids = rows.map((row) => idOf(row.customer)).filter((id): id is string => id !== null)
  const { docs: customers } = await req.payload.find({
    collection: 'customers',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: { name: true, username: true },
    overrideAccess: true,
    req,
  })
  const byId = new Map(customers.map((customer) => [customer.id, customer]))
  return rows.map((row) => {
    const customerId = idOf(row.customer) ?? ''
    const customer = byId.get(customerId)
    return {
      customerId,
      name: customer?.name ?? '',
      phone: customer?.username ?? '',
      role: row.role,
      needsApproval: row.needsApproval === true,
      monthlyLimit: typeof row.monthlyLimit === 'number' ? paiseToRupees(row.monthlyLimit) : null,
      locations: row.locations ?? [],
      you: customerId === viewerId,
    }
  })
}

type MemberChange = Omit<UpdateMemberRequest, 'monthlyLimit'> & { monthlyLimit?: number | null }

function changed(row: CompanyMember, change: MemberChange): CompanyMember {
  return {
    ...row,
    ...(change.role ? { role: change.role } : {}),
    ...(change.needsApproval !== undefined ? { needsApproval: change.needsApproval } : {}),
    ...(change.monthlyLimit !== undefined
      ? { monthlyLimit: change.monthlyLimit === null ? null : rupeesToPaise(change.monthlyLimit) }
      : {}),
    ...(change.locations ? { locations: change.locations } : {}),
  }
}

const isMember = (members: CompanyMember[], customerId: string) => members.some((row) => idOf(row.customer) === customerId)

/**
 * Changes one member's role or terms; the company's checks still hold (an admin remains, locations are the company's:
 * 400 otherwise). 404 for someone who is not a member.
 */
export function updateMember(req: PayloadRequest, companyId: string, customerId: string, change: MemberChange): Promise<Company> {
  return changeMembers(req, companyId, (members) => {
    if (!isMember(members, customerId)) throw notFound(MESSAGES.memberNotFound)
    return members.map((row) => (idOf(row.customer) === customerId ? changed(row, change) : row))
  })
}

/**
 * Removes a member: they may join another company at once (their claim is given back). Their past orders stay theirs
 * and the company's records. 404 for someone who is not a member; 400 when the last admin would go.
 */
export function removeMember(req: PayloadRequest, companyId: string, customerId: string): Promise<Company> {
  return changeMembers(req, companyId, (members) => {
    if (!isMember(members, customerId)) throw notFound(MESSAGES.memberNotFound)
    return members.filter((row) => idOf(row.customer) !== customerId)
  })
}
