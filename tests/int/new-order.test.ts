import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { buildOrder, orderPlaced, writeOrder } from '../../cms/services/orders'
import { commitOrder, placeOrder, prepareOrder } from '../../cms/services/orders/place-order'
import { makeAddress, makeCustomer, makeProduct } from '../helpers/fixtures'
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

describe('an order whose readable id is already taken', () => {
  it('is placed under another id, with nothing of the first try left behind', async () => {
    const buyer = await makeCustomer(payload)
    const address = await makeAddress(payload, buyer)
    const product = await makeProduct(payload)
    const code = product.variants![0]!.codes![0]!
    const req = await createLocalReq({ user: buyer as never }, payload)
    const cartOf = async () =>
      String(
        (
          await payload.create({
            collection: 'carts',
            data: { customer: buyer.id, lines: [{ product: product.id, size: '3-0', code: code.shortCode, quantity: 1 }] } as never,
            depth: 0,
          })
        ).id,
      )
    const input = async () => ({
      cartId: await cartOf(),
      addressId: String(address.id),
      paymentType: 'COD' as const,
      orderAmount: code.discountedPrice! / 100,
    })
    const first = await placeOrder(req, buyer as never, (await input()) as never)

    const prepared = await prepareOrder(req, buyer as never, (await input()) as never)
    const meant = String(prepared.order.orderId)
    prepared.order.orderId = first.orderId
    prepared.order.searchText = String(prepared.order.searchText).replaceAll(meant.toLowerCase(), String(first.orderId).toLowerCase())
    const second = await commitOrder(req, buyer as never, prepared)

    expect(second.orderId).not.toBe(first.orderId)
    expect(second.orderId).toMatch(/^NS-\d{6}-[A-Z2-9]{6}$/)
    const stored = await payload.find({ collection: 'orders', where: { customer: { equals: buyer.id } }, depth: 0 })
    expect(stored.docs.map((order) => order.orderId).sort()).toEqual([first.orderId, second.orderId].sort())
    const renumbered = stored.docs.find((order) => order.orderId === second.orderId)!
    expect(renumbered.searchText).toContain(String(second.orderId).toLowerCase())
    expect(renumbered.searchText).not.toContain(String(first.orderId).toLowerCase())
  })
})
