import { describe, expect, it } from 'vitest'

import {
  COMPANY_MEMBER_MESSAGES,
  companyResponseSchema,
  INVITATION_VALID_DAYS,
  invitationResponseSchema,
  invitationsResponseSchema,
  membersResponseSchema,
} from '../../cms/contract'
import { call, newPhone, registerCustomer, rest, type TestCustomer } from '../helpers/api'
import { DELHI_LOCATION } from '../helpers/companies'

/** A company made by staff with `admin` as its admin and `others` in the roles given. */
async function companyWith(admin: TestCustomer, others: { customer: TestCustomer; role: string }[] = []) {
  const reply = await rest('POST', '/companies?depth=0', {
    name: `Hospital ${admin.phoneNumber.slice(-4)}`,
    type: 'hospital',
    members: [{ customer: admin.id, role: 'admin' }, ...others.map(({ customer, role }) => ({ customer: customer.id, role }))],
    locations: [DELHI_LOCATION],
  })
  expect(reply.status, reply.text).toBe(201)
  return reply.body.doc as { id: string; name: string; locations: { id: string }[] }
}

const invite = (admin: TestCustomer, body: Record<string, unknown>) => call('POST', '/company/members/invite', { token: admin.token, body })
const accept = (who: TestCustomer, id: string) => call('POST', `/company/invitations/${id}/accept`, { token: who.token })
const members = async (admin: TestCustomer) => {
  const reply = await call('GET', '/company/members', { token: admin.token })
  expect(reply.status, reply.text).toBe(200)
  return membersResponseSchema.parse(reply.body).data
}

describe('inviting members to a company', () => {
  it('an admin invites a phone number; its owner signs up, sees the invitation and accepts it, and is a member with its role and limit', async () => {
    const admin = await registerCustomer()
    const company = await companyWith(admin)
    const phoneNumber = newPhone()
    const sent = await invite(admin, {
      phoneNumber,
      role: 'buyer',
      monthlyLimit: 20_000,
      needsApproval: true,
      locations: [company.locations[0].id],
    })
    expect(sent.status, sent.text).toBe(201)
    const invitation = invitationResponseSchema.parse(sent.body).data
    expect(invitation).toMatchObject({
      phone: `+91${phoneNumber}`,
      role: 'buyer',
      status: 'PENDING',
      company: { id: company.id, name: company.name },
    })
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(INVITATION_VALID_DAYS - 0.1)
    expect(days).toBeLessThanOrEqual(INVITATION_VALID_DAYS)
    expect((await members(admin)).invitations.map((open) => open.id)).toEqual([invitation.id])

    const invitee = await registerCustomer({ phoneNumber })
    const mine = await call('GET', '/company/invitations', { token: invitee.token })
    expect(invitationsResponseSchema.parse(mine.body).data.map((open) => open.id)).toEqual([invitation.id])
    const accepted = await accept(invitee, invitation.id)
    expect(accepted.status, accepted.text).toBe(200)
    expect(accepted.body.data).toEqual({ companyId: company.id, name: company.name })

    const own = await call('GET', '/company', { token: invitee.token })
    expect(companyResponseSchema.parse(own.body).data).toMatchObject({ id: company.id, role: 'buyer' })
    const after = await members(admin)
    expect(after.invitations).toEqual([])
    expect(after.members.find((member) => member.customerId === invitee.id)).toEqual({
      customerId: invitee.id,
      name: invitee.name,
      phone: `+91${phoneNumber}`,
      role: 'buyer',
      needsApproval: true,
      monthlyLimit: 20_000,
      locations: [company.locations[0].id],
      you: false,
    })
    expect(after.members.find((member) => member.customerId === admin.id)).toMatchObject({ role: 'admin', you: true })
    // Stored in paise, as every amount inside.
    const stored = await rest('GET', `/companies/${company.id}?depth=0`)
    expect(stored.body.members.find((member: any) => member.customer === invitee.id).monthlyLimit).toBe(2_000_000)
    expect((await accept(invitee, invitation.id)).status).toBe(409)
  })

  it('only the admin manages members: a buyer gets 403, a customer in no company 404, no login 401', async () => {
    const admin = await registerCustomer()
    const buyer = await registerCustomer()
    await companyWith(admin, [{ customer: buyer, role: 'buyer' }])
    const loner = await registerCustomer()
    const body = { phoneNumber: newPhone(), role: 'buyer' }
    const byBuyer = await invite(buyer, body)
    expect(byBuyer.status).toBe(403)
    expect(byBuyer.body.message).toBe(COMPANY_MEMBER_MESSAGES.adminsOnly)
    expect((await call('GET', '/company/members', { token: buyer.token })).status).toBe(403)
    expect((await call('DELETE', `/company/members/${admin.id}`, { token: buyer.token })).status).toBe(403)
    expect((await invite(loner, body)).status).toBe(404)
    expect((await call('POST', '/company/members/invite', { body })).status).toBe(401)
  })

  it('refuses an invitation without a phone or role, to a strange location, to a member, and a second open one to one number', async () => {
    const admin = await registerCustomer()
    const buyer = await registerCustomer()
    await companyWith(admin, [{ customer: buyer, role: 'buyer' }])
    const empty = await invite(admin, {})
    expect(empty.status).toBe(400)
    expect(empty.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['phoneNumber', 'role'])
    const badPhone = await invite(admin, { phoneNumber: '12ab', role: 'buyer' })
    expect(badPhone.status).toBe(400)
    const strange = await invite(admin, { phoneNumber: newPhone(), role: 'buyer', locations: ['not-a-location'] })
    expect(strange.status, strange.text).toBe(400)
    expect(strange.body.errors[0].field).toBe('locations.0')

    const member = await invite(admin, { phoneNumber: buyer.phoneNumber, role: 'approver' })
    expect(member.status).toBe(409)
    expect(member.body.message).toBe(COMPANY_MEMBER_MESSAGES.alreadyMember)
    const phoneNumber = newPhone()
    expect((await invite(admin, { phoneNumber, role: 'buyer' })).status).toBe(201)
    const twice = await invite(admin, { phoneNumber, role: 'approver' })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(COMPANY_MEMBER_MESSAGES.alreadyInvited)
  })

  it('an invitation is accepted only by its number, before it expires and while it is open', async () => {
    const admin = await registerCustomer()
    await companyWith(admin)
    const invitee = await registerCustomer()
    const stranger = await registerCustomer()
    const open = (await invite(admin, { phoneNumber: invitee.phoneNumber, role: 'buyer' })).body.data.id as string
    expect((await accept(stranger, open)).status).toBe(404)
    expect((await accept(invitee, 'no-such-invitation')).status).toBe(404)

    await rest('PATCH', `/company-invitations/${open}`, { expiresAt: new Date(Date.now() - 60_000).toISOString() })
    const late = await accept(invitee, open)
    expect(late.status).toBe(409)
    expect(late.body.message).toBe(COMPANY_MEMBER_MESSAGES.invitationExpired)
    expect((await call('GET', '/company/invitations', { token: invitee.token })).body.data).toEqual([])
    expect((await members(admin)).invitations.find((invitation) => invitation.id === open)?.status).toBe('EXPIRED')

    const again = (await invite(admin, { phoneNumber: invitee.phoneNumber, role: 'buyer' })).body.data.id as string
    const revoked = await call('POST', `/company/invitations/${again}/revoke`, { token: admin.token })
    expect(revoked.status, revoked.text).toBe(200)
    expect(revoked.body.data.status).toBe('REVOKED')
    const closed = await accept(invitee, again)
    expect(closed.status).toBe(409)
    expect(closed.body.message).toBe(COMPANY_MEMBER_MESSAGES.invitationClosed)
    expect((await call('POST', `/company/invitations/${again}/revoke`, { token: admin.token })).status).toBe(409)
  })

  it("another company's admin cannot withdraw an invitation, and a member of another company cannot accept one", async () => {
    const admin = await registerCustomer()
    await companyWith(admin)
    const otherAdmin = await registerCustomer()
    await companyWith(otherAdmin)
    const taken = await invite(admin, { phoneNumber: otherAdmin.phoneNumber, role: 'buyer' })
    const id = taken.body.data.id as string
    expect((await call('POST', `/company/invitations/${id}/revoke`, { token: otherAdmin.token })).status).toBe(404)
    const refused = await accept(otherAdmin, id)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(COMPANY_MEMBER_MESSAGES.alreadyInACompany)
    expect((await members(admin)).invitations.find((invitation) => invitation.id === id)?.status).toBe('PENDING')
  })

  it('two invitees accepting at once both become members', async () => {
    const admin = await registerCustomer()
    await companyWith(admin)
    const invitees = await Promise.all([registerCustomer(), registerCustomer(), registerCustomer()])
    const ids = await Promise.all(
      invitees.map(async (invitee) => (await invite(admin, { phoneNumber: invitee.phoneNumber, role: 'buyer' })).body.data.id as string),
    )
    const answers = await Promise.all(invitees.map((invitee, index) => accept(invitee, ids[index])))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    const now = (await members(admin)).members.map((member) => member.customerId).sort()
    expect(now).toEqual([admin.id, ...invitees.map((invitee) => invitee.id)].sort())
  })

  it("the admin changes a member's role and removes them, who may then join another company; the last admin stays", async () => {
    const admin = await registerCustomer()
    const buyer = await registerCustomer()
    await companyWith(admin, [{ customer: buyer, role: 'buyer' }])
    const changed = await call('PATCH', `/company/members/${buyer.id}`, {
      token: admin.token,
      body: { role: 'approver', monthlyLimit: null },
    })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.body.data.members.find((member: { customerId: string }) => member.customerId === buyer.id)).toMatchObject({
      role: 'approver',
      monthlyLimit: null,
    })
    const lastAdmin = await call('PATCH', `/company/members/${admin.id}`, { token: admin.token, body: { role: 'buyer' } })
    expect(lastAdmin.status).toBe(400)
    expect((await call('DELETE', `/company/members/${admin.id}`, { token: admin.token })).status).toBe(400)
    expect((await call('DELETE', `/company/members/${newPhone()}`, { token: admin.token })).status).toBe(404)

    const removed = await call('DELETE', `/company/members/${buyer.id}`, { token: admin.token })
    expect(removed.status, removed.text).toBe(200)
    expect((await call('GET', '/company', { token: buyer.token })).status).toBe(404)
    const otherAdmin = await registerCustomer()
    await companyWith(otherAdmin)
    const id = (await invite(otherAdmin, { phoneNumber: buyer.phoneNumber, role: 'buyer' })).body.data.id as string
    expect((await accept(buyer, id)).status).toBe(200)
  })
})
