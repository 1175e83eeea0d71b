import { createHmac } from 'node:crypto'

import { expect, inject, vi } from 'vitest'

import { LOW_STOCK_CODE, OUT_OF_STOCK_CODE } from '../../seed/data/stock'
import type { SentEmail } from '../fakes/resend'
import { baseUrl, call, newIp, newPhone, post, request, sentEmails, staffToken, type Reply } from './api'
import { FAR_EXPIRY } from './lots'
import { TEST_KEYS } from './test-keys'

/** Order flows for the shop API's cart, order, discount and payment tests, on the HTTP helpers of ./api. */

export type Customer = { token: string; ip: string; email: string; name: string; addressId: string }
export type Purchasable = { product: string; name: string; size: string; code: string; price: number }

/** Registers a customer through `POST /api/shop/user` (which answers with a token) and gives them one address. */
export async function newCustomer(label = 'Buyer'): Promise<Customer> {
  const ip = newIp()
  const phone = newPhone()
  const email = `${label.toLowerCase().replace(/[^a-z0-9]/g, '')}-${phone}@example.com`
  const name = `${label} ${phone.slice(-4)}`
  const registered = await post('/user', { name, email, password: 'secret123', phoneNumber: phone, countryCode: '+91' }, undefined, ip)
  expect(registered.body.responseCode, JSON.stringify(registered.body)).toBe('SUCCESS')
  const token = registered.body.token as string
  const address = await post(
    '/address/create',
    { doorNo: '12', streetName: 'MG Road', city: 'Gurugram', state: 'Haryana', pinCode: '122001', landMark: null, type: 'Office' },
    token,
    ip,
  )
  expect(address.status, JSON.stringify(address.body)).toBe(201)
  return { token, ip, email, name, addressId: address.body.data._id as string }
}

let cataloguePromise: Promise<Purchasable[]> | undefined

/**
 * Every published (product, size, code) with its "Our price" in paise, read through Payload's own REST API: codes with
 * quantity tiers or a pack rule, and the seed's low and sold-out codes, are left out, so any quantity costs price × quantity (trade-prices.test.ts tests those).
 * Oldest first: the seed's products, whatever other test files have created on the same server.
 */
export function catalogue(): Promise<Purchasable[]> {
  cataloguePromise ??= (async () => {
    const response = await fetch(`${inject('baseUrl')}/api/products?limit=50&depth=0&sort=createdAt&where[_status][equals]=published`)
    const { docs } = (await response.json()) as {
      docs: {
        id: string
        name: string
        variants: {
          size: string
          codes: {
            shortCode: string
            discountedPrice: number
            tiers?: unknown[]
            minQuantity?: number | null
            multipleOf?: number | null
          }[]
        }[]
      }[]
    }
    // The seed's low and sold-out codes cannot be ordered in any quantity (stock reservations).
    const plain = (code: { shortCode: string; tiers?: unknown[]; minQuantity?: number | null; multipleOf?: number | null }) =>
      (code.tiers ?? []).length === 0 &&
      (code.minQuantity ?? 1) <= 1 &&
      (code.multipleOf ?? 1) <= 1 &&
      code.shortCode !== LOW_STOCK_CODE &&
      code.shortCode !== OUT_OF_STOCK_CODE
    const items = docs.flatMap((product) =>
      product.variants.flatMap((variant) =>
        variant.codes.filter(plain).map((code) => ({
          product: product.id,
          name: product.name,
          size: variant.size,
          code: code.shortCode,
          price: code.discountedPrice,
        })),
      ),
    )
    expect(items.length, 'the seed should publish products with codes').toBeGreaterThan(3)
    return items
  })()
  return cataloguePromise
}

export type Line = { item: Purchasable; quantity: number }

export const cartBody = (lines: Line[]) => ({
  products: lines.map(({ item, quantity }) => ({ product: item.product, size: item.size, code: item.code, quantity })),
})

/** Sum of price × quantity, in paise. */
export const subtotalOf = (lines: Line[]) => lines.reduce((sum, { item, quantity }) => sum + item.price * quantity, 0)

export async function newCart(customer: Customer, lines: Line[]): Promise<string> {
  const reply = await post('/cart/create', cartBody(lines), customer.token, customer.ip)
  expect(reply.status, JSON.stringify(reply.body)).toBe(201)
  return reply.body.cartId as string
}

/** Cart + order in one go; `amount` defaults to the right total in rupees. */
export async function newOrder(
  customer: Customer,
  lines: Line[],
  options: { paymentType?: 'COD' | 'ONLINE'; discountCode?: string; amount?: number } = {},
): Promise<{ orderId: string; totalAmount: number; cartId: string }> {
  const cartId = await newCart(customer, lines)
  const reply = await post(
    '/order/create',
    {
      cartId,
      paymentType: options.paymentType ?? 'COD',
      addressId: customer.addressId,
      orderAmount: options.amount ?? subtotalOf(lines) / 100,
      ...(options.discountCode ? { discountCode: options.discountCode } : {}),
    },
    customer.token,
    customer.ip,
  )
  expect(reply.status, JSON.stringify(reply.body)).toBe(201)
  return { orderId: reply.body.orderId, totalAmount: reply.body.totalAmount, cartId }
}

export async function myOrders(customer: Customer): Promise<Record<string, any>[]> {
  const reply = await call('GET', '/order/getMyOrder', { token: customer.token, ip: customer.ip })
  expect(reply.status).toBe(200)
  return reply.body.data.orders
}

/** The stored order document (paise, Razorpay fields), as staff see it. */
export async function storedOrder(orderId: string): Promise<Record<string, any>> {
  const reply = await request<{ docs: Record<string, any>[] }>(
    'GET',
    `${baseUrl()}/api/orders?where[orderId][equals]=${encodeURIComponent(orderId)}&depth=0`,
    { headers: { Authorization: `JWT ${await staffToken('orders')}` } },
  )
  expect(reply.body.docs).toHaveLength(1)
  return reply.body.docs[0]
}

/** Moves an order through the REST API as an order manager, with what the move needs (shipment, cancellation). */
export async function moveOrder(orderId: string, status: string, needs: Record<string, unknown> = {}): Promise<Reply> {
  const order = await storedOrder(orderId)
  return request('PATCH', `${baseUrl()}/api/orders/${order.id}`, {
    body: { status, ...needs },
    headers: { Authorization: `JWT ${await staffToken('orders')}` },
  })
}

/**
 * Receives into the main warehouse the lots a test is about to ship (far expiry when none is given): shipping checks
 * every lot of a product that tracks stock against the warehouse.
 */
export async function stockLots(lots: readonly { code: string; lot: string; expiry?: string | null; quantity: number }[]) {
  const lines = lots.map(({ code, lot, expiry, quantity }) => ({ code, lot, expiry: expiry || FAR_EXPIRY, quantity }))
  const reply = await request('POST', `${baseUrl()}/api/staff/stock/receipts`, {
    body: { lines },
    headers: { Authorization: `JWT ${await staffToken('admin')}` },
  })
  expect(reply.status, reply.text).toBe(201)
}

/** A call to Payload's REST API (`/api/<path>`) as the seed's order manager. */
export function asOrderManager(method: string, path: string, body?: unknown): Promise<Reply> {
  return staffToken('orders').then((token) =>
    request(method, `${baseUrl()}/api${path}`, { body, headers: { Authorization: `JWT ${token}` } }),
  )
}

/** Emails are sent in the background: waits until one matches. */
export function waitForEmail(match: (email: SentEmail) => boolean, timeoutMs = 10_000): Promise<SentEmail> {
  return vi.waitFor(
    async () => {
      const found = (await sentEmails()).find(match)
      if (!found) throw new Error('no matching email was sent')
      return found
    },
    { timeout: timeoutMs, interval: 100 },
  )
}

export type FakeRazorpayOrder = { id: string; amount: number; currency: string; receipt: string }

export async function razorpayOrders(): Promise<FakeRazorpayOrder[]> {
  const response = await fetch(`${inject('razorpayUrl')}/__inspect`)
  return ((await response.json()) as { orders: FakeRazorpayOrder[] }).orders
}

/** What Razorpay's checkout hands the browser after a successful payment. */
export function checkoutSignature(razorpayOrderId: string, paymentId: string, secret: string = TEST_KEYS.razorpayKeySecret): string {
  return createHmac('sha256', secret).update(`${razorpayOrderId}|${paymentId}`).digest('hex')
}

/** Sends a webhook delivery as Razorpay would: signature over the exact raw body. */
export async function deliverWebhook(
  event: Record<string, unknown>,
  options: { eventId?: string; secret?: string; signature?: string } = {},
): Promise<Reply> {
  const raw = JSON.stringify(event)
  const signature =
    options.signature ??
    createHmac('sha256', options.secret ?? TEST_KEYS.razorpayWebhookSecret)
      .update(raw)
      .digest('hex')
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature }
  if (options.eventId) headers['X-Razorpay-Event-Id'] = options.eventId
  return call('POST', '/payment/webhook', { raw, headers })
}

export const paymentEvent = (event: string, razorpayOrderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event,
  payload: {
    payment: {
      entity: { id: paymentId, entity: 'payment', order_id: razorpayOrderId, amount, currency: 'INR', status: event.split('.')[1] },
    },
    ...(event === 'order.paid' ? { order: { entity: { id: razorpayOrderId, entity: 'order', amount_paid: amount, status: 'paid' } } } : {}),
  },
  created_at: Math.floor(Date.now() / 1000),
})

/** An ONLINE order with its Razorpay order created; returns both ids. */
export async function onlineOrderWithPayment(customer: Customer, lines: Line[]) {
  const order = await newOrder(customer, lines, { paymentType: 'ONLINE' })
  const reply = await post('/payment/order', { orderId: order.orderId }, customer.token, customer.ip)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return { ...order, razorpayOrderId: reply.body.data.id as string, amount: reply.body.data.amount as number }
}
