import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { dashboardTiles } from '../../cms/admin/dashboard/tiles'
import { accountPosition } from '../../cms/services/credit/position'
import { makeCustomer, makeStaff } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('overdue-accounts'))
})
afterAll(() => cleanup())

/** An account order of `total` paise, invoiced `invoicedDaysAgo` days before `now` (or not invoiced). */
async function accountOrder(
  customer: string,
  total: number,
  now: Date,
  invoicedDaysAgo: number | null,
  sequence: number,
  company?: string,
) {
  const order = await payload.create({
    collection: 'orders',
    data: { customer, company, status: 'ORDERED', paymentStatus: 'PENDING', paymentType: 'ACCOUNT', subtotal: total, total, lines: [] },
  })
  if (invoicedDaysAgo !== null) {
    await payload.create({
      collection: 'tax-documents',
      data: {
        number: `INV/${sequence}`,
        kind: 'invoice',
        series: 'invoice:INV:2026-27',
        sequence,
        order: order.id,
        orderKind: `${order.id}:invoice`,
        issuedAt: new Date(now.getTime() - invoicedDaysAgo * 86_400_000).toISOString(),
        data: {},
      },
    })
  }
  return order
}

it('lists the accounts with an invoice past its due day (invoice day + terms), longest overdue first, to order managers', async () => {
  const orderManager = await makeStaff(payload, ['order-manager'])
  const now = new Date('2026-11-26T06:30:00Z')
  const withCredit = async (organisation: string, termsDays: number) => {
    const customer = await makeCustomer(payload)
    await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { business: { organisation, type: 'hospital', verified: true }, credit: { limit: 10_000_000, termsDays } },
    })
    return customer.id
  }
  const city = await withCredit('City Hospital', 30)
  const district = await withCredit('District Clinic', 15)
  const onTime = await withCredit('On Time Stores', 45)
  await accountOrder(city, 250_000, now, 31, 1) // due 30 days after: overdue since yesterday
  await accountOrder(city, 100_000, now, null, 2) // not invoiced: not due
  await accountOrder(district, 75_050, now, 40, 3) // due 25 days ago
  await accountOrder(onTime, 500_000, now, 44, 4) // due tomorrow
  const paid = await accountOrder(onTime, 10_000, now, 90, 5)
  await payload.update({ collection: 'orders', id: paid.id, data: { paymentStatus: 'PAID' } })

  const tile = (await dashboardTiles(payload, orderManager, now))
    .flatMap((group) => group.tiles)
    .find((entry) => entry.label === 'Overdue accounts')!
  expect(tile.value).toBe('2')
  expect(tile.warning).toBe(true)
  expect(tile.detail).toBe('District Clinic: ₹750.50 since 2026-11-01; City Hospital: ₹2,500.00 since 2026-11-25')
  expect(decodeURIComponent(tile.href)).toContain(district)
})

it("an account's position leaves out orders worth nothing (free replacements), and keeps each invoice's own terms", async () => {
  const now = new Date('2026-11-26T06:30:00Z')
  const customer = await makeCustomer(payload)
  const sold = await accountOrder(customer.id, 120_000, now, 10, 11)
  const replacement = await accountOrder(customer.id, 0, now, null, 12)
  await payload.update({ collection: 'orders', id: replacement.id, data: { paymentStatus: 'PAID' } })
  // Printed on the invoice when it was issued: 7 days (the account's terms are 30 now).
  await payload.update({ collection: 'tax-documents', where: { order: { equals: sold.id } }, data: { data: { termsDays: 7 } } })

  const position = await accountPosition(payload, { kind: 'customer', id: customer.id }, 30, now)
  expect(position.entries.map((entry) => entry.id)).toEqual([sold.id])
  expect(position.entries[0]).toMatchObject({ invoiceDate: '2026-11-16', dueDate: '2026-11-23', state: 'OVERDUE' })
  expect(position.outstanding).toBe(120_000)
})

it("a company's members' account orders are one account, named after the company, on the company's terms", async () => {
  const orderManager = await makeStaff(payload, ['order-manager'])
  const now = new Date('2026-11-26T06:30:00Z')
  const [first, second] = [await makeCustomer(payload), await makeCustomer(payload)]
  const company = await payload.create({
    collection: 'companies',
    data: {
      name: 'Riverside Hospital',
      members: [
        { customer: first.id, role: 'admin' },
        { customer: second.id, role: 'buyer' },
      ],
      credit: { limit: 10_000_000, termsDays: 15 },
    },
  })
  await accountOrder(first.id, 40_000, now, 20, 21, company.id) // due 5 days ago
  await accountOrder(second.id, 60_000, now, 18, 22, company.id) // due 3 days ago

  const position = await accountPosition(payload, { kind: 'company', id: company.id }, 15, now)
  expect(position.outstanding).toBe(100_000)
  // The members' own accounts hold none of the company's orders.
  expect((await accountPosition(payload, { kind: 'customer', id: second.id }, 15, now)).entries).toEqual([])

  const tile = (await dashboardTiles(payload, orderManager, now))
    .flatMap((group) => group.tiles)
    .find((entry) => entry.label === 'Overdue accounts')!
  expect(tile.detail).toContain('Riverside Hospital: ₹1,000.00 since 2026-11-21')
  expect(decodeURIComponent(tile.href)).toContain(company.id)
})
