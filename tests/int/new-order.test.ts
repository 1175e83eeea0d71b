import type { Payload, PayloadRequest } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { buildOrder, orderPlaced, writeOrder } from '../../cms/services/orders'
import { makeCustomer } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>
let customer: Awaited<ReturnType<typeof makeCustomer>>

/** Subjects of the emails written to the log (no RESEND_API_KEY in these tests) that name the order. */
function emailsAbout(log: { mock: { calls: unknown[][] } }, orderId: string | null | undefined): string[] {
  if (!orderId) return []
  return log.mock.calls
    .map(([line]) => String(line))
    .filter((line) => line.includes('"subject"') && line.includes(orderId))
    .map((line) => JSON.parse(line).subject as string)
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('new-order'))
  customer = await makeCustomer(payload)
})
afterAll(() => cleanup())
afterEach(() => vi.restoreAllMocks())

describe('a new order gets its id, history and "order placed" emails exactly once', () => {
  it('through the order service (built, written once, then announced)', async () => {
    const log = vi.spyOn(console, 'info')
    const req = { payload, user: customer } as unknown as PayloadRequest
    const order = buildOrder(req, {
      customer: customer.id,
      lines: [{ product: null, name: 'Suture', image: null, size: '3-0', code: 'NW 1', quantity: 3, unitPrice: 33_333 }],
      address: { type: 'Office', doorNo: '12', streetName: 'MG Road', city: 'Gurugram', state: 'Haryana', pincode: '122001' },
      discount: { code: 'SAVE10', percent: 10 },
      paymentType: 'COD',
    })
    expect(order).toMatchObject({ subtotal: 99_999, discount: { amount: 10_000 }, total: 89_999, status: 'ORDERED' })

    const written = await writeOrder(req, order)
    orderPlaced(req, written)
    const stored = await payload.findByID({ collection: 'orders', id: written.id })
    expect(stored.orderId).toMatch(/^NS-\d{6}-[A-Z2-9]{6}$/)
    expect(stored.orderId).toBe(order.orderId)
    expect(stored.statusHistory?.map(({ status, by }) => ({ status, by }))).toEqual([{ status: 'ORDERED', by: 'customer: Test Buyer' }])
    expect(stored.lines?.[0]).toMatchObject({ unitPrice: 33_333, lineTotal: 99_999 })
    await vi.waitFor(() => expect(emailsAbout(log, order.orderId)).toHaveLength(2))
  })

  it('through the collection (the admin, the Local API)', async () => {
    const log = vi.spyOn(console, 'info')
    const created = await payload.create({
      collection: 'orders',
      data: { customer: customer.id, subtotal: 10_000, total: 10_000, paymentType: 'COD', lines: [] } as never,
    })
    expect(created.orderId).toMatch(/^NS-\d{6}-[A-Z2-9]{6}$/)
    expect(created.statusHistory).toHaveLength(1)
    await vi.waitFor(() => expect(emailsAbout(log, created.orderId)).toHaveLength(2))
  })
})
