import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startFakeResend } from '../fakes/resend'
import { makeStaff } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'
import { TEST_KEYS } from '../helpers/test-keys'

let payload: Payload
let cleanup: () => Promise<void>
let resend: Awaited<ReturnType<typeof startFakeResend>>
let req: PayloadRequest
let sendStockAlert: typeof import('../../cms/services/stock/stock-alert').sendStockAlert
let stock: typeof import('../../cms/services/stock')
const recipients: string[] = []
const others: string[] = []

// 26 November 2026, 10:00 in India.
const NOW = new Date('2026-11-26T04:30:00Z')

beforeAll(async () => {
  resend = await startFakeResend()
  // Read once, when the shop's settings are first loaded: the email goes through the real Resend client to the fake.
  process.env.RESEND_API_KEY = TEST_KEYS.resendApiKey
  process.env.RESEND_BASE_URL = resend.url
  ;({ payload, cleanup } = await freshPayload('stock-alert'))
  ;({ sendStockAlert } = await import('../../cms/services/stock/stock-alert'))
  stock = await import('../../cms/services/stock')
  const warehouse = await makeStaff(payload, ['warehouse'])
  recipients.push((await makeStaff(payload, ['admin'])).email, (await makeStaff(payload, ['order-manager'])).email)
  others.push(warehouse.email, (await makeStaff(payload, ['catalogue-editor'])).email)
  req = await createLocalReq({ user: warehouse as never }, payload)
  const category = await payload.create({ collection: 'categories', data: { name: 'Sutures' } })
  await payload.create({
    collection: 'products',
    data: {
      name: 'Nuvo Silk',
      category: category.id,
      _status: 'published',
      tracksStock: true,
      variants: [
        {
          size: '3-0',
          codes: [
            { shortCode: 'NS30', originalPrice: 50_000, discountedPrice: 42_500 },
            { shortCode: 'NS20', lowStockThreshold: 5, originalPrice: 50_000, discountedPrice: 42_500 },
          ],
        },
      ],
    },
  })
  await stock.receiveStock(req, {
    lines: [
      { code: 'NS30', lot: 'FAR', expiry: '2029-06', quantity: 40 },
      { code: 'NS30', lot: 'NEAR', expiry: '2027-01', quantity: 6 },
      { code: 'NS20', lot: 'FEW', expiry: '2029-06', quantity: 4 },
    ],
  })
})
afterAll(async () => {
  await cleanup()
  await resend.close()
})

it('emails admins and order managers the lots expiring within 90 days and the codes below reorder level, once a day', async () => {
  const outcomes = await Promise.all([1, 2].map(() => sendStockAlert(payload, '2026-11-26', NOW)))
  expect(outcomes.sort()).toEqual(['already-claimed', 'sent'])
  expect(resend.sent).toHaveLength(1)
  const [email] = resend.sent
  expect(email.to.sort()).toEqual([...recipients].sort())
  for (const address of others) expect(email.to).not.toContain(address)
  expect(email.subject).toBe('1 lot expiring within 90 days, 1 code below reorder level')
  expect(email.text).toContain('Lots expiring within 90 days or expired:\n- NS30 lot NEAR (MAIN, 6 on hand): expires in 66 days, 2027-01\n')
  expect(email.text).toContain('Codes below their reorder level:\n- NS20 Nuvo Silk: 4 available, reorder below 5\n')
  expect(email.text).not.toContain('FAR')

  // Another check the same day, from any process: nothing more.
  expect(await sendStockAlert(payload, '2026-11-26', new Date('2026-11-26T12:00:00Z'))).toBe('already-claimed')
  expect(resend.sent).toHaveLength(1)
})

it('sends nothing on a day when no lot is near expiry and no code is below its reorder level', async () => {
  await stock.adjustStock(req, { code: 'NS30', lot: 'NEAR', quantity: -6, reason: 'expiry-write-off' })
  await stock.receiveStock(req, { lines: [{ code: 'NS20', lot: 'FEW', expiry: '2029-06', quantity: 10 }] })
  const before = resend.sent.length
  expect(await sendStockAlert(payload, '2026-11-27', new Date('2026-11-27T04:30:00Z'))).toBe('nothing-to-send')
  expect(resend.sent).toHaveLength(before)
})
