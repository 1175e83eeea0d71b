import { ValidationError, type PayloadRequest } from 'payload'

import { COMPANY_MESSAGES } from '../../contract/company'
import {
  COMPANY_MEMBER_MESSAGES as MESSAGES,
  INVITATION_VALID_DAYS,
  type InvitationAnswer,
  type InviteMemberRequest,
} from '../../contract/company-members'
import { idOf } from '../../contract/ids'
import { rupeesToPaise } from '../../contract/pricing'
import { updateWhere } from '../../database'
import { conflict, notFound } from '../../lib/http-errors'
import { toE164 } from '../../lib/validators'
import type { Company, CompanyInvitation } from '../../payload-types'
import { changeMembers, membershipOf } from './membership'

const DAY_MS = 24 * 60 * 60 * 1000

const isOpen = (invitation: CompanyInvitation, now = Date.now()) =>
  invitation.status === 'PENDING' && Date.parse(invitation.expiresAt) > now

/** An invitation as the shop API answers it: an open one past its time reads EXPIRED. */
export function invitationAnswer(invitation: CompanyInvitation, companyName: string, invitedBy: string | null): InvitationAnswer {
  const expired = invitation.status === 'PENDING' && !isOpen(invitation)
  return {
    id: invitation.id,
    company: { id: idOf(invitation.company) ?? '', name: companyName },
    phone: invitation.phone,
    role: invitation.role,
    status: expired ? 'EXPIRED' : invitation.status,
    expiresAt: invitation.expiresAt,
    invitedBy,
  }
}

type InviteInput = Omit<InviteMemberRequest, 'countryCode' | 'phoneNumber' | 'monthlyLimit'> & {
  countryCode: string
  phoneNumber: string
  monthlyLimit?: number | null
}

/**
 * The company admin `invitedBy` invites a phone number: 409 when the number is a member already or has an open
 * invitation to this company. Locations must be the company's own.
 */
export async function inviteMember(
  req: PayloadRequest,
  company: Company,
  invitedBy: string,
  input: InviteInput,
): Promise<CompanyInvitation> {
  const phone = toE164(input.countryCode, input.phoneNumber)
  const memberIds = (company.members ?? []).map((row) => idOf(row.customer)).filter((id): id is string => id !== null)
  if (memberIds.length > 0) {
    const { totalDocs } = await req.payload.count({
      collection: 'customers',
      where: { and: [{ id: { in: memberIds } }, { username: { equals: phone } }] },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) throw conflict({ message: MESSAGES.alreadyMember })
  }
  const { docs: open } = await req.payload.find({
    collection: 'company-invitations',
    where: { and: [{ company: { equals: company.id } }, { phone: { equals: phone } }, { status: { equals: 'PENDING' } }] },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (open.some((invitation) => isOpen(invitation))) throw conflict({ message: MESSAGES.alreadyInvited })
  const companyLocations = new Set((company.locations ?? []).map((location) => location.id))
  const strange = (input.locations ?? []).findIndex((id) => !companyLocations.has(id))
  if (strange >= 0) {
    throw new ValidationError({ errors: [{ path: `locations.${strange}`, message: COMPANY_MESSAGES.unknownLocation }] })
  }
  return req.payload.create({
    collection: 'company-invitations',
    data: {
      company: company.id,
      phone,
      role: input.role,
      needsApproval: input.needsApproval ?? false,
      monthlyLimit: typeof input.monthlyLimit === 'number' ? rupeesToPaise(input.monthlyLimit) : null,
      locations: input.locations ?? [],
      status: 'PENDING',
      expiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS).toISOString(),
      invitedBy,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/** The invitations of `company` not accepted or withdrawn (open or expired), newest first. */
export async function invitationsOfCompany(req: PayloadRequest, companyId: string): Promise<CompanyInvitation[]> {
  const { docs } = await req.payload.find({
    collection: 'company-invitations',
    where: { and: [{ company: { equals: companyId } }, { status: { equals: 'PENDING' } }] },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs
}

/** The open invitations to `phone` (a customer's E.164 username), with their companies' names. */
export async function openInvitationsTo(
  req: PayloadRequest,
  phone: string,
): Promise<{ invitation: CompanyInvitation; company: Company }[]> {
  const { docs } = await req.payload.find({
    collection: 'company-invitations',
    where: {
      and: [{ phone: { equals: phone } }, { status: { equals: 'PENDING' } }, { expiresAt: { greater_than: new Date().toISOString() } }],
    },
    sort: '-createdAt',
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return docs.flatMap((invitation) => (typeof invitation.company === 'object' ? [{ invitation, company: invitation.company }] : []))
}

/**
 * The customer whose phone `phone` the invitation names accepts it and becomes a member with its role and terms.
 * The invitation is taken by one conditional write (open and unexpired → accepted), so two accepts make one member;
 * when the company then refuses the member (they joined another company meanwhile), the invitation opens again.
 * 404 for an invitation to another number, 409 when it expired, was withdrawn or accepted, or the customer is in a
 * company already.
 */
export async function acceptInvitation(
  req: PayloadRequest,
  invitationId: string,
  customer: { id: string; phone: string },
): Promise<Company> {
  const invitation = await req.payload
    .findByID({ collection: 'company-invitations', id: invitationId, depth: 0, overrideAccess: true, req, disableErrors: true })
    .catch(() => null)
  if (!invitation || invitation.phone !== customer.phone) throw notFound(MESSAGES.invitationNotFound)
  if (invitation.status === 'PENDING' && !isOpen(invitation)) throw conflict({ message: MESSAGES.invitationExpired })
  if (invitation.status !== 'PENDING') throw conflict({ message: MESSAGES.invitationClosed })
  if (await membershipOf(req, customer.id)) throw conflict({ message: MESSAGES.alreadyInACompany })
  const now = new Date().toISOString()
  const taken = await updateWhere(
    req.payload,
    'company-invitations',
    { and: [{ id: { equals: invitationId } }, { status: { equals: 'PENDING' } }, { expiresAt: { greater_than: now } }] },
    { status: 'ACCEPTED', acceptedBy: customer.id, decidedAt: now },
    req,
  )
  if (!taken) throw conflict({ message: MESSAGES.invitationClosed })
  try {
    return await changeMembers(req, idOf(invitation.company) ?? '', (members) => [
      ...members,
      {
        customer: customer.id,
        role: invitation.role,
        needsApproval: invitation.needsApproval ?? false,
        monthlyLimit: invitation.monthlyLimit ?? null,
        locations: invitation.locations ?? [],
      },
    ])
  } catch (error) {
    await updateWhere(
      req.payload,
      'company-invitations',
      { and: [{ id: { equals: invitationId } }, { status: { equals: 'ACCEPTED' } }] },
      { status: 'PENDING', acceptedBy: null, decidedAt: null },
      req,
    )
    if (error instanceof ValidationError) throw conflict({ message: MESSAGES.alreadyInACompany })
    throw error
  }
}

/** The company's admin withdraws an open invitation: 404 for another company's, 409 once it is no longer open. */
export async function revokeInvitation(req: PayloadRequest, companyId: string, invitationId: string): Promise<CompanyInvitation> {
  const invitation = await req.payload
    .findByID({ collection: 'company-invitations', id: invitationId, depth: 0, overrideAccess: true, req, disableErrors: true })
    .catch(() => null)
  if (!invitation || idOf(invitation.company) !== companyId) throw notFound(MESSAGES.invitationNotFound)
  const withdrawn = await updateWhere<CompanyInvitation>(
    req.payload,
    'company-invitations',
    { and: [{ id: { equals: invitationId } }, { status: { equals: 'PENDING' } }] },
    { status: 'REVOKED', decidedAt: new Date().toISOString() },
    req,
  )
  if (!withdrawn) throw conflict({ message: MESSAGES.invitationClosed })
  return { ...invitation, ...withdrawn }
}
