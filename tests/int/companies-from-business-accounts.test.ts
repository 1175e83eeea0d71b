import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import * as migration from '../../cms/migrations/20261129_111757_companies_from_business_accounts'
import { businessAccountsToCompanies } from '../../cms/services/companies/from-business-accounts'
import { makeAddress, makeCustomer } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

/**
 * Verified business accounts become companies of one (docs/decisions/067-companies.md): the SQLite migration on a
 * database holding accounts from before companies, and the adapter-agnostic conversion MongoDB runs.
 */

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('companies-from-business-accounts'))
})
afterAll(() => cleanup())

const MIGRATION = '20261129_111757_companies_from_business_accounts'
const HARYANA_GSTIN = '06AAPFU0939F1ZZ'

async function businessAccount(business: { organisation: string; gstin: string; verified: boolean }) {
  const customer = await makeCustomer(payload)
  await payload.update({ collection: 'customers', id: customer.id, data: { business: { ...business, type: 'hospital' } } })
  return customer
}

const companiesOf = async (customerId: string) =>
  (await payload.find({ collection: 'companies', where: { 'members.customer': { equals: customerId } }, depth: 0 })).docs

it('the migration makes each verified business account the admin of a company of its own; an unverified one stays as it is', async () => {
  const verified = await businessAccount({ organisation: 'Gurugram Heart Centre', gstin: HARYANA_GSTIN, verified: true })
  await makeAddress(payload, verified)
  const unverified = await businessAccount({ organisation: 'Unchecked Clinic', gstin: HARYANA_GSTIN, verified: false })
  await payload.delete({ collection: 'payload-migrations', where: { name: { equals: MIGRATION } } })

  await migration.up({ db: payload.db.drizzle, payload, req: await createLocalReq({}, payload) } as never)

  const [company, ...more] = await companiesOf(verified.id)
  expect(more).toEqual([])
  expect(company).toMatchObject({ name: 'Gurugram Heart Centre', type: 'hospital', pan: 'AAPFU0939F' })
  expect(company!.members!.map((member) => [member.customer, member.role])).toEqual([[verified.id, 'admin']])
  expect(company!.locations!.map(({ gstin, city, state, pincode }) => ({ gstin, city, state, pincode }))).toEqual([
    { gstin: HARYANA_GSTIN, city: 'Gurugram', state: 'Haryana', pincode: expect.any(String) },
  ])
  expect(await companiesOf(unverified.id)).toEqual([])
})

it('a verified account without an address gets a company without locations, and a second run makes no second company', async () => {
  const noAddress = await businessAccount({ organisation: 'Mobile Surgical Camp', gstin: HARYANA_GSTIN, verified: true })
  const req = await createLocalReq({}, payload)
  expect(await businessAccountsToCompanies(payload, req)).toBe(1)
  const [company] = await companiesOf(noAddress.id)
  expect(company).toMatchObject({ name: 'Mobile Surgical Camp', locations: [] })
  expect(company!.members!.map((member) => member.role)).toEqual(['admin'])

  expect(await businessAccountsToCompanies(payload, req)).toBe(0)
  expect(await companiesOf(noAddress.id)).toHaveLength(1)
})
