import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { NEXT_STATUSES } from '../../cms/collections/Orders/status-workflow'
import { ORDER_STATUSES, type OrderStatus } from '../../cms/contract'
import { makeCustomer, makeStaff } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>
let manager: Awaited<ReturnType<typeof makeStaff>>
let customerId: string

/** The shortest path from a new order (ORDERED) to each status. */
const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  ORDERED: [],
  SHIPPED: ['SHIPPED'],
  DELIVERED: ['SHIPPED', 'DELIVERED'],
  CANCELLED: ['CANCELLED'],
}

/** What each status action needs (cms/collections/Orders/fulfilment.ts). */
const NEEDS: Record<OrderStatus, Record<string, unknown>> = {
  ORDERED: {},
  SHIPPED: { shipment: { courier: 'Test Courier', trackingNumber: 'AWB1' } },
  DELIVERED: {},
  CANCELLED: { cancellation: { reason: 'Buyer asked' } },
}
const move = (to: OrderStatus) => ({ status: to, ...NEEDS[to] })

async function orderIn(status: OrderStatus) {
  const order = await payload.create({
    collection: 'orders',
    data: { customer: customerId, subtotal: 10_000, total: 10_000, paymentType: 'COD', lines: [] } as never,
  })
  for (const step of PATH_TO[status]) {
    await payload.update({ collection: 'orders', id: order.id, data: move(step), overrideAccess: false, user: manager })
  }
  return payload.findByID({ collection: 'orders', id: order.id })
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('order-status'))
  manager = await makeStaff(payload, ['order-manager'])
  customerId = (await makeCustomer(payload)).id
})
afterAll(() => cleanup())

describe('order status workflow', () => {
  it('a new order is ORDERED, has a readable id and one history entry', async () => {
    const order = await orderIn('ORDERED')
    expect(order.status).toBe('ORDERED')
    expect(order.orderId).toMatch(/^NS-\d{6}-[A-Z2-9]{6}$/)
    expect(order.statusHistory).toHaveLength(1)
    expect(order.statusHistory![0]).toMatchObject({ status: 'ORDERED' })
  })

  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      if (from === to) continue
      const allowed = NEXT_STATUSES[from].includes(to)
      it(`${from} → ${to} is ${allowed ? 'allowed and recorded' : 'refused with a 400'}`, async () => {
        const order = await orderIn(from)
        const before = order.statusHistory!.length
        const change = payload.update({ collection: 'orders', id: order.id, data: move(to), overrideAccess: false, user: manager })
        if (allowed) {
          const moved = await change
          expect(moved.status).toBe(to)
          expect(moved.statusHistory).toHaveLength(before + 1)
          const last = moved.statusHistory!.at(-1)!
          expect(last.status).toBe(to)
          expect(last.by).toContain(manager.name)
          expect(Date.now() - new Date(last.at).getTime()).toBeLessThan(60_000)
        } else {
          await expect(change).rejects.toMatchObject({
            status: 400,
            data: { errors: [{ path: 'status', message: expect.stringContaining(`An order that is ${from}`) }] },
          })
          const unchanged = await payload.findByID({ collection: 'orders', id: order.id })
          expect(unchanged.status).toBe(from)
          expect(unchanged.statusHistory).toHaveLength(before)
        }
      })
    }
  }

  it('the history cannot be rewritten by an update', async () => {
    const order = await orderIn('SHIPPED')
    const updated = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { statusHistory: [], paymentStatus: 'PAID' },
      overrideAccess: false,
      user: manager,
    })
    expect(updated.statusHistory!.map((entry) => entry.status)).toEqual(['ORDERED', 'SHIPPED'])
  })

  it('a paid order can never be set back to unpaid, even by the server, and staff cannot touch the payment status', async () => {
    const order = await orderIn('ORDERED')
    await payload.update({ collection: 'orders', id: order.id, data: { paymentStatus: 'PAID' } })
    await expect(payload.update({ collection: 'orders', id: order.id, data: { paymentStatus: 'PENDING' } })).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'paymentStatus' }] },
    })
    await payload.update({ collection: 'orders', id: order.id, data: { paymentStatus: 'PENDING' }, overrideAccess: false, user: manager })
    expect((await payload.findByID({ collection: 'orders', id: order.id })).paymentStatus).toBe('PAID')
    const shipped = await payload.update({
      collection: 'orders',
      id: order.id,
      data: move('SHIPPED'),
      overrideAccess: false,
      user: manager,
    })
    expect(shipped.paymentStatus).toBe('PAID')
  })
})
