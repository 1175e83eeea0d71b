import { randomBytes } from 'node:crypto'

import { startJsonServer, type FakeServer } from './server'

export type FakeRazorpayOrder = {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  amount_due: number
  currency: string
  receipt: string
  status: 'created' | 'attempted' | 'paid'
  notes: Record<string, string>
  created_at: number
}

export type FakeRazorpayRefund = {
  id: string
  entity: 'refund'
  amount: number
  currency: string
  payment_id: string
  notes: Record<string, string>
  status: 'processed'
  created_at: number
}

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`

/**
 * Stands in for the Razorpay API that the real `razorpay` SDK calls (`POST /v1/orders`, `GET /v1/orders/:id`,
 * `POST /v1/payments/:id/refund`), checking Basic auth against the test key pair. A payment id starting with
 * `pay_unrefundable` is refused, as Razorpay refuses a payment already refunded in full.
 */
export async function startFakeRazorpay(
  keyId: string,
  keySecret: string,
): Promise<FakeServer & { orders: FakeRazorpayOrder[]; refunds: FakeRazorpayRefund[] }> {
  const orders: FakeRazorpayOrder[] = []
  const refunds: FakeRazorpayRefund[] = []
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`
  const server = await startJsonServer(
    ({ method, path, headers, body }) => {
      if (headers.authorization !== expectedAuth) {
        return { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } } }
      }
      if (method === 'POST' && path === '/v1/orders') {
        const input = body as { amount?: number; currency?: string; receipt?: string; notes?: Record<string, string> }
        if (!Number.isInteger(input?.amount) || (input.amount as number) < 100) {
          return {
            status: 400,
            body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Order amount less than minimum amount allowed' } },
          }
        }
        const order: FakeRazorpayOrder = {
          id: newId('order'),
          entity: 'order',
          amount: input.amount as number,
          amount_paid: 0,
          amount_due: input.amount as number,
          currency: input.currency ?? 'INR',
          receipt: input.receipt ?? '',
          status: 'created',
          notes: input.notes ?? {},
          created_at: Math.floor(Date.now() / 1000),
        }
        orders.push(order)
        return { status: 200, body: order }
      }
      const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path)
      if (method === 'POST' && refundOf) {
        const input = body as { amount?: number; notes?: Record<string, string> }
        if (refundOf[1].startsWith('pay_unrefundable') || (input?.amount !== undefined && !Number.isInteger(input.amount))) {
          return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' } } }
        }
        const refund: FakeRazorpayRefund = {
          id: newId('rfnd'),
          entity: 'refund',
          amount: input?.amount ?? 0,
          currency: 'INR',
          payment_id: refundOf[1],
          notes: input?.notes ?? {},
          status: 'processed',
          created_at: Math.floor(Date.now() / 1000),
        }
        refunds.push(refund)
        return { status: 200, body: refund }
      }
      const match = /^\/v1\/orders\/([^/]+)$/.exec(path)
      if (method === 'GET' && match) {
        const order = orders.find((entry) => entry.id === match[1])
        return order
          ? { status: 200, body: order }
          : { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } } }
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', description: `No fake for ${method} ${path}` } } }
    },
    () => ({ orders, refunds }),
    () => {
      orders.splice(0)
      refunds.splice(0)
    },
  )
  return Object.assign(server, { orders, refunds })
}
