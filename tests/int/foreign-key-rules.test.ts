import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { makeCustomer, makeProduct, makeProductDocument, makeStaff } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('foreign-key-rules'))
})
afterAll(() => cleanup())

it('a product document linked from a product can be deleted; the product keeps its other documents', async () => {
  const product = await makeProduct(payload)
  const [ifu, certificate] = [
    await makeProductDocument(payload, 'IFU', 'IFU'),
    await makeProductDocument(payload, 'CE', 'CE', '2027-06-30'),
  ]
  await payload.update({ collection: 'products', id: product.id, data: { compliance: { documents: [ifu.id, certificate.id] } } })

  await payload.delete({ collection: 'product-documents', id: certificate.id })

  const after = await payload.findByID({ collection: 'products', id: product.id, depth: 0 })
  expect(after.compliance?.documents).toEqual([ifu.id])
})

it('a staff user who verified a business account can be deleted; the account stays verified without its verifier', async () => {
  const staff = await makeStaff(payload, ['admin'])
  const customer = await makeCustomer(payload)
  await payload.update({
    collection: 'customers',
    id: customer.id,
    data: { business: { organisation: 'City Hospital', type: 'hospital', verified: true } },
    user: staff,
    overrideAccess: false,
  })
  const verified = await payload.findByID({ collection: 'customers', id: customer.id, depth: 0 })
  expect(verified.business?.verifiedBy).toBe(staff.id)

  await payload.delete({ collection: 'users', id: staff.id })

  const after = await payload.findByID({ collection: 'customers', id: customer.id, depth: 0 })
  expect(after.business).toMatchObject({ organisation: 'City Hospital', verified: true, verifiedBy: null })
})
