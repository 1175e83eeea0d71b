import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { idOf } from '../../cms/contract/ids'
import { changeMembers } from '../../cms/services/companies/membership'
import { makeCustomer } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

/**
 * Member changes through the shop API take turns per company (docs/decisions/072-company-invitations.md): each reads
 * the members and writes them back, so without turns two changes at once would each write what they read.
 */

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('company-member-changes'))
})
afterAll(() => cleanup())

it('eight members added to one company at once are all kept', async () => {
  const admin = await makeCustomer(payload)
  const company = await payload.create({
    collection: 'companies',
    data: { name: 'Eight Doors Hospital', members: [{ customer: admin.id, role: 'admin' }] },
    depth: 0,
  })
  const joining = await Promise.all(Array.from({ length: 8 }, () => makeCustomer(payload)))
  await Promise.all(
    joining.map(async (customer) =>
      changeMembers(await createLocalReq({}, payload), company.id, (members) => [...members, { customer: customer.id, role: 'buyer' }]),
    ),
  )
  const saved = await payload.findByID({ collection: 'companies', id: company.id, depth: 0 })
  expect((saved.members ?? []).map((member) => idOf(member.customer)).sort()).toEqual(
    [admin.id, ...joining.map((customer) => customer.id)].sort(),
  )
  const { totalDocs: claims } = await payload.count({
    collection: 'company-memberships',
    where: { customer: { in: joining.map((c) => c.id) } },
  })
  expect(claims).toBe(8)
}, 60_000)
