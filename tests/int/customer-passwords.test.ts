import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { makeCustomer, makeStaff } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('customer-passwords'))
})
afterAll(() => cleanup())

it('staff never set a customer password, though they may keep notes on the customer', async () => {
  const admin = await makeStaff(payload, ['admin'])
  const buyer = await makeCustomer(payload)
  await expect(
    payload.update({ collection: 'customers', id: buyer.id, data: { password: 'chosen-by-staff' }, overrideAccess: false, user: admin }),
  ).rejects.toMatchObject({ status: 403 })
  const notes = await payload.update({
    collection: 'customers',
    id: buyer.id,
    data: { staffNotes: 'Prefers morning delivery' },
    overrideAccess: false,
    user: admin,
  })
  expect(notes.staffNotes).toBe('Prefers morning delivery')
  await expect(
    payload.login({ collection: 'customers', data: { username: buyer.username!, password: 'chosen-by-staff' } }),
  ).rejects.toThrow()
  await payload.login({ collection: 'customers', data: { username: buyer.username!, password: 'buyer-pass-1' } })
})

it('a customer created by staff gets a password nobody on the staff knows', async () => {
  const orderManager = await makeStaff(payload, ['order-manager'])
  const created = await payload.create({
    collection: 'customers',
    data: {
      name: 'Phone Order Clinic',
      email: 'clinic@example.com',
      countryCode: '+91',
      phoneNumber: '9123456780',
      password: 'typed-by-staff',
    } as never,
    overrideAccess: false,
    user: orderManager,
  })
  await expect(
    payload.login({ collection: 'customers', data: { username: created.username!, password: 'typed-by-staff' } }),
  ).rejects.toThrow()
})
