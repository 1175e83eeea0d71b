import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { ordersAndCreditToCompanies } from '../../cms/services/companies/orders-to-companies'
import { makeCustomer } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

/**
 * Orders placed before orders knew their company become the company's, and a company takes its members' credit
 * (docs/decisions/076-company-credit-and-orders.md): the data step of the SQLite migration, which MongoDB runs as is.
 */

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('orders-to-companies'))
})
afterAll(() => cleanup())

async function customerWithCredit(credit: { limit: number; termsDays: number } | null) {
  const customer = await makeCustomer(payload)
  if (credit) await payload.update({ collection: 'customers', id: customer.id, data: { business: { verified: true }, credit } })
  return customer
}

const oldOrder = (customer: string, paymentType: 'ACCOUNT' | 'COD') =>
  payload.create({
    collection: 'orders',
    data: { customer, status: 'ORDERED', paymentStatus: 'PENDING', paymentType, subtotal: 50_000, total: 50_000, lines: [] },
  })

it("moves each member's earlier orders to their company and the admin's credit to a company without any; a second run changes nothing", async () => {
  const admin = await customerWithCredit({ limit: 20_000_000, termsDays: 30 })
  const buyer = await customerWithCredit({ limit: 5_000_000, termsDays: 15 })
  const outsider = await customerWithCredit({ limit: 1_000_000, termsDays: 45 })
  const company = await payload.create({
    collection: 'companies',
    data: {
      name: 'Old Town Clinic',
      members: [
        { customer: buyer.id, role: 'buyer' },
        { customer: admin.id, role: 'admin' },
      ],
    },
  })
  const credited = await payload.create({
    collection: 'companies',
    data: {
      name: 'Already On Credit',
      members: [{ customer: (await customerWithCredit({ limit: 9_900_000, termsDays: 15 })).id, role: 'admin' }],
      credit: { limit: 300_000, termsDays: 45 },
    },
  })
  const orders = [await oldOrder(admin.id, 'ACCOUNT'), await oldOrder(buyer.id, 'COD'), await oldOrder(outsider.id, 'ACCOUNT')]

  // The migration's data step (its schema step has run with the test database's migrations).
  const run = async () => ordersAndCreditToCompanies(payload, await createLocalReq({}, payload))
  expect(await run()).toBe(1)

  const companyOf = async (id: string) => (await payload.findByID({ collection: 'orders', id, depth: 0 })).company ?? null
  expect(await Promise.all(orders.map((order) => companyOf(order.id)))).toEqual([company.id, company.id, null])
  expect((await payload.findByID({ collection: 'companies', id: company.id })).credit).toMatchObject({ limit: 20_000_000, termsDays: 30 })
  expect((await payload.findByID({ collection: 'companies', id: credited.id })).credit).toMatchObject({ limit: 300_000, termsDays: 45 })

  expect(await run()).toBe(0)
})
