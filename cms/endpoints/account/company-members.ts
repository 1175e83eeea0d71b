import type { Endpoint, PayloadRequest } from 'payload'

import { inviteMemberRequestSchema, updateMemberRequestSchema } from '../../contract/company-members'
import {
  acceptInvitation,
  invitationAnswer,
  invitationsOfCompany,
  inviteMember,
  openInvitationsTo,
  revokeInvitation,
} from '../../services/companies/invitations'
import { membersOf, removeMember, updateMember } from '../../services/companies/members'
import { requireCompanyAdmin } from '../../services/companies/membership'
import type { Customer } from '../../payload-types'
import { json, readJson, requireCustomer, route } from '../http'

const routeParam = (req: PayloadRequest, name: string) => String(req.routeParams?.[name] ?? '')

/** `GET /company/members` (company admin): the members, and the invitations not yet accepted. */
async function listMembers(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req)
  const company = await requireCompanyAdmin(req, String(customer.id))
  const [members, invitations] = await Promise.all([membersOf(req, company, String(customer.id)), invitationsOfCompany(req, company.id)])
  return json({ data: { members, invitations: invitations.map((invitation) => invitationAnswer(invitation, company.name, null)) } })
}

/** `POST /company/members/invite` (company admin): 201 with the invitation. */
async function invite(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req)
  const company = await requireCompanyAdmin(req, String(customer.id))
  const input = await readJson(req, inviteMemberRequestSchema)
  const invitation = await inviteMember(req, company, String(customer.id), input)
  return json({ data: invitationAnswer(invitation, company.name, String(customer.name ?? '')) }, 201)
}

/** `PATCH /company/members/{customerId}` (company admin): a member's role or terms. */
async function update(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req)
  const company = await requireCompanyAdmin(req, String(customer.id))
  const input = await readJson(req, updateMemberRequestSchema)
  const saved = await updateMember(req, company.id, routeParam(req, 'customerId'), input)
  return json({ data: { members: await membersOf(req, saved, String(customer.id)) } })
}

/** `DELETE /company/members/{customerId}` (company admin). */
async function remove(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req)
  const company = await requireCompanyAdmin(req, String(customer.id))
  const saved = await removeMember(req, company.id, routeParam(req, 'customerId'))
  return json({ data: { members: await membersOf(req, saved, String(customer.id)) } })
}

/** `POST /company/invitations/{id}/revoke` (company admin). */
async function revoke(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req)
  const company = await requireCompanyAdmin(req, String(customer.id))
  const invitation = await revokeInvitation(req, company.id, routeParam(req, 'id'))
  return json({ data: invitationAnswer(invitation, company.name, null) })
}

/** `GET /company/invitations`: the open invitations to the signed-in customer's phone number. */
async function myInvitations(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req) as Customer
  const open = await openInvitationsTo(req, customer.username)
  return json({ data: open.map(({ invitation, company }) => invitationAnswer(invitation, company.name, null)) })
}

/** `POST /company/invitations/{id}/accept`: the invitee joins the company. */
async function accept(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req) as Customer
  const company = await acceptInvitation(req, routeParam(req, 'id'), { id: String(customer.id), phone: customer.username })
  return json({ data: { companyId: company.id, name: company.name } })
}

export const companyMemberEndpoints: Endpoint[] = [
  route('get', '/company/members', listMembers),
  route('post', '/company/members/invite', invite),
  route('patch', '/company/members/:customerId', update),
  route('delete', '/company/members/:customerId', remove),
  route('get', '/company/invitations', myInvitations),
  route('post', '/company/invitations/:id/accept', accept),
  route('post', '/company/invitations/:id/revoke', revoke),
]
