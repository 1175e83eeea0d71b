import { describe, expect, it } from 'vitest'

import { COMPANY_MESSAGES, companyResponseSchema, GSTIN_CHECK_MESSAGE } from '../../cms/contract'
import { baseUrl, call, registerCustomer, request, staffToken } from '../helpers/api'
import { DELHI_LOCATION, JAIPUR_LOCATION } from '../helpers/locations'

const DELHI_GSTIN = DELHI_LOCATION.gstin
const JAIPUR_GSTIN = JAIPUR_LOCATION.gstin

const delhi = DELHI_LOCATION
const jaipur = JAIPUR_LOCATION

const asStaff = async (who: 'admin' | 'orders' = 'orders') => ({ Authorization: `JWT ${await staffToken(who)}` })
const createCompany = async (body: unknown) => request('POST', `${baseUrl()}/api/companies?depth=0`, { headers: await asStaff(), body })

/** Payload's 400: the refused fields by path. */
function refusedFields(reply: { body: any }): Record<string, string> {
  const errors = (reply.body.errors ?? []).flatMap((error: any) => error.data?.errors ?? [])
  return Object.fromEntries(errors.map((error: { path: string; message: string }) => [error.path, error.message]))
}

async function companyOf(admin: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'City Care Hospital',
    type: 'hospital',
    pan: 'aabcc4321h',
    members: [{ customer: admin, role: 'admin' }],
    locations: [delhi],
    approval: { above: 5_000_000, offContract: true },
    requirePo: true,
    costCentres: ['Wards', 'Operation theatres'],
    ...overrides,
  }
}

describe('companies through Payload REST', () => {
  it('an order manager creates a company with members, locations and rules; amounts are stored in paise', async () => {
    const admin = await registerCustomer()
    const buyer = await registerCustomer()
    const reply = await createCompany(
      await companyOf(admin.id, {
        members: [
          { customer: admin.id, role: 'admin' },
          { customer: buyer.id, role: 'buyer', needsApproval: true, monthlyLimit: 10_000_000 },
        ],
        locations: [delhi, jaipur],
      }),
    )
    expect(reply.status, reply.text).toBe(201)
    const doc = reply.body.doc
    expect(doc).toMatchObject({ name: 'City Care Hospital', type: 'hospital', pan: 'AABCC4321H', requirePo: true })
    expect(doc.approval).toEqual({ above: 5_000_000, offContract: true })
    expect(doc.members.map((member: any) => [member.customer, member.role, member.monthlyLimit ?? null])).toEqual([
      [admin.id, 'admin', null],
      [buyer.id, 'buyer', 10_000_000],
    ])
    expect(doc.locations.map((location: any) => location.gstin)).toEqual([DELHI_GSTIN, JAIPUR_GSTIN])
  })

  it('refuses a bad PAN, a mistyped GSTIN, a GSTIN of another state and a company without an admin, naming each field', async () => {
    const admin = await registerCustomer()
    expect(refusedFields(await createCompany(await companyOf(admin.id, { pan: 'ABC123' })))).toEqual({ pan: COMPANY_MESSAGES.panInvalid })
    const mistyped = await createCompany(await companyOf(admin.id, { locations: [{ ...delhi, gstin: '07AABCC4321H1Z4' }] }))
    expect(mistyped.status).toBe(400)
    expect(refusedFields(mistyped)).toEqual({ 'locations.0.gstin': GSTIN_CHECK_MESSAGE })
    const otherState = await createCompany(await companyOf(admin.id, { locations: [{ ...delhi, gstin: JAIPUR_GSTIN }] }))
    expect(otherState.status).toBe(400)
    expect(refusedFields(otherState)).toEqual({ 'locations.0.gstin': COMPANY_MESSAGES.gstinStateMismatch })
    const noAdmin = await createCompany(await companyOf(admin.id, { members: [{ customer: admin.id, role: 'buyer' }] }))
    expect(noAdmin.status).toBe(400)
    expect(refusedFields(noAdmin)).toEqual({ members: COMPANY_MESSAGES.noAdmin })
    const badRole = await createCompany(await companyOf(admin.id, { members: [{ customer: admin.id, role: 'owner' }] }))
    expect(badRole.status).toBe(400)
    expect(Object.keys(refusedFields(badRole))).toContain('members.0.role')
    // None of the refused companies kept the customer: they can still be a company's admin.
    expect((await createCompany(await companyOf(admin.id))).status).toBe(201)
  })

  it('a customer already in another company is refused with a 400 on that member, also when two companies are saved at once', async () => {
    const first = await registerCustomer()
    const second = await registerCustomer()
    expect((await createCompany(await companyOf(first.id))).status).toBe(201)
    const taken = await createCompany(
      await companyOf(second.id, {
        members: [
          { customer: second.id, role: 'admin' },
          { customer: first.id, role: 'buyer' },
        ],
      }),
    )
    expect(taken.status).toBe(400)
    expect(refusedFields(taken)).toEqual({ 'members.1.customer': COMPANY_MESSAGES.inAnotherCompany })

    const contested = await registerCustomer()
    const replies = await Promise.all(
      [1, 2].map((n) => createCompany({ name: `Rival ${n}`, members: [{ customer: contested.id, role: 'admin' }] })),
    )
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 400])
    expect(refusedFields(replies.find((reply) => reply.status === 400)!)).toEqual({
      'members.0.customer': COMPANY_MESSAGES.inAnotherCompany,
    })
  })

  it('a member removed from a company can join another', async () => {
    const admin = await registerCustomer()
    const leaver = await registerCustomer()
    const made = await createCompany(
      await companyOf(admin.id, {
        members: [
          { customer: admin.id, role: 'admin' },
          { customer: leaver.id, role: 'buyer' },
        ],
      }),
    )
    const removed = await request('PATCH', `${baseUrl()}/api/companies/${made.body.doc.id}?depth=0`, {
      headers: await asStaff(),
      body: { members: [{ customer: admin.id, role: 'admin' }] },
    })
    expect(removed.status, removed.text).toBe(200)
    expect((await createCompany({ name: 'Next employer', members: [{ customer: leaver.id, role: 'admin' }] })).status).toBe(201)
  })

  it('customers get nothing of companies through REST', async () => {
    const customer = await registerCustomer()
    expect((await request('GET', `${baseUrl()}/api/companies`, { token: customer.token })).status).toBe(403)
    const made = await request('POST', `${baseUrl()}/api/companies`, {
      token: customer.token,
      body: { name: 'Mine', members: [{ customer: customer.id, role: 'admin' }] },
    })
    expect(made.status).toBe(403)
  })
})

describe('GET /api/shop/company', () => {
  it('answers a member with the company, their role, its locations and its rules in rupees', async () => {
    const admin = await registerCustomer()
    const buyer = await registerCustomer()
    const made = await createCompany(
      await companyOf(admin.id, {
        members: [
          { customer: admin.id, role: 'admin' },
          { customer: buyer.id, role: 'buyer' },
        ],
        locations: [delhi, jaipur],
      }),
    )
    const reply = await call('GET', '/company', { token: buyer.token })
    expect(reply.status, reply.text).toBe(200)
    const { data } = companyResponseSchema.parse(reply.body)
    expect(data).toEqual({
      id: made.body.doc.id,
      name: 'City Care Hospital',
      type: 'hospital',
      role: 'buyer',
      locations: made.body.doc.locations.map(({ id, name, doorNo, streetName, landMark, city, state, pincode, gstin }: any) => ({
        id,
        name,
        doorNo,
        streetName,
        landMark: landMark ?? null,
        city,
        state,
        pincode,
        gstin,
      })),
      rules: {
        above: 50_000,
        offContract: true,
        requirePo: true,
        costCentres: ['Wards', 'Operation theatres'],
        buyersSeeCompanyOrders: false,
      },
    })
    expect(data.locations.map((location) => location.gstin)).toEqual([DELHI_GSTIN, JAIPUR_GSTIN])
    expect((await call('GET', '/company', { token: admin.token })).body.data.role).toBe('admin')
  })

  it('answers 404 to a customer in no company and 401 without a login', async () => {
    const loner = await registerCustomer()
    const none = await call('GET', '/company', { token: loner.token })
    expect(none.status).toBe(404)
    expect(none.body).toEqual({ message: COMPANY_MESSAGES.notAMember })
    expect((await call('GET', '/company')).status).toBe(401)
  })
})
