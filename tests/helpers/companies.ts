import { expect } from 'vitest'

import { call, registerCustomer, rest } from './api'
import { DELHI_LOCATION } from './locations'

export { DELHI_LOCATION }

/** A signed-up customer with a delivery address of their own, ready to join a company. */
export type Member = { id: string; token: string; email: string; name: string; addressId: string }
export type CompanyRole = 'admin' | 'buyer' | 'approver' | 'accounts'
export type MemberRow = { member: Member; role: CompanyRole; needsApproval?: boolean; monthlyLimit?: number }

export async function newMember(label: string): Promise<Member> {
  const customer = await registerCustomer({ name: `${label} ${Math.random().toString(36).slice(2, 6)}` })
  const address = await call('POST', '/address/create', {
    token: customer.token,
    body: { doorNo: '4', streetName: 'Park Street', city: 'New Delhi', state: 'Delhi', pinCode: '110001', landMark: null, type: 'Office' },
  })
  expect(address.status, address.text).toBe(201)
  return { id: customer.id, token: customer.token, email: customer.email, name: customer.name, addressId: address.body.data._id }
}

/** A company made by staff through REST with these members, the Delhi location and `settings` (approval, requirePo…). */
export async function createCompany(rows: MemberRow[], settings: Record<string, unknown> = {}) {
  const reply = await rest('POST', '/companies?depth=0', {
    name: `Test Hospital ${Math.random().toString(36).slice(2, 8)}`,
    type: 'hospital',
    members: rows.map(({ member, role, needsApproval, monthlyLimit }) => ({ customer: member.id, role, needsApproval, monthlyLimit })),
    locations: [DELHI_LOCATION],
    ...settings,
  })
  expect(reply.status, reply.text).toBe(201)
  return reply.body.doc as { id: string }
}
