import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { call, registerCustomer, staffToken } from '../helpers/api'

/**
 * Arbitrary JSON, near-JSON and garbage sent to every shop API call, with and without a token: the server may
 * refuse, but never with a 5xx, and always answers JSON.
 */

type Call = { method: 'GET' | 'POST' | 'PATCH'; path: string; keys: string[]; headerKeys?: string[] }

const CALLS: Call[] = [
  { method: 'GET', path: '/category', keys: [] },
  { method: 'GET', path: '/product', keys: ['search'] },
  { method: 'POST', path: '/product/category', keys: ['slugName'] },
  { method: 'POST', path: '/product/single', keys: ['slugName'] },
  { method: 'GET', path: '/blog', keys: [] },
  { method: 'GET', path: '/blog/tags-and-categories', keys: [] },
  { method: 'GET', path: '/blog/blogSlug/:slug', keys: [] },
  { method: 'GET', path: '/blog/category/:slug', keys: [] },
  { method: 'GET', path: '/blog/tag/:slug', keys: [] },
  { method: 'GET', path: '/settings', keys: [] },
  { method: 'POST', path: '/verifyToken', keys: [] },
  { method: 'POST', path: '/user/login', keys: ['phoneNumber', 'password', 'countryCode'] },
  { method: 'POST', path: '/user', keys: ['name', 'email', 'password', 'phoneNumber', 'countryCode', 'GST'] },
  { method: 'POST', path: '/user/forgotPassword', keys: ['email'] },
  { method: 'POST', path: '/user/resetPassword', keys: ['token', 'password'] },
  { method: 'GET', path: '/user/getmydetails', keys: [] },
  { method: 'PATCH', path: '/user/editUser', keys: ['name', 'email', 'phoneNumber', 'GST'] },
  { method: 'POST', path: '/address/create', keys: ['doorNo', 'streetName', 'city', 'state', 'pinCode', 'landMark', 'type'] },
  { method: 'GET', path: '/address/get', keys: [] },
  { method: 'POST', path: '/address/delete', keys: ['addressId'] },
  { method: 'POST', path: '/enquiry', keys: ['name', 'phoneNumber', 'email', 'enquiry'] },
  { method: 'POST', path: '/cart/create', keys: ['products', 'product', 'size', 'code', 'quantity'] },
  { method: 'POST', path: '/order/create', keys: ['cartId', 'paymentType', 'addressId', 'orderAmount', 'discountCode'] },
  { method: 'GET', path: '/order/getMyOrder', keys: [] },
  { method: 'POST', path: '/discount', keys: ['code', 'cartTotal'] },
  { method: 'POST', path: '/payment/order', keys: ['orderId', 'amount', 'currency'] },
  {
    method: 'POST',
    path: '/payment/verify',
    keys: ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature', 'amount', 'currency', 'orderId', 'cartId'],
  },
  { method: 'POST', path: '/payment/cancelled', keys: ['orderId'] },
  {
    method: 'POST',
    path: '/payment/webhook',
    keys: ['event', 'payload', 'entity', 'id', 'order_id'],
    headerKeys: ['x-razorpay-signature', 'x-razorpay-event-id'],
  },
]

const leaf = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    '+91',
    '9876543210',
    'ONLINE',
    'COD',
    'SAVE10',
    'Office',
    '122001',
    'a@b.co',
    '__proto__',
    '$ne',
    'x'.repeat(300),
  ),
)

/** An object with the call's own keys (and a few others) holding arbitrary values, nested objects and lists. */
const keyedBody = (keys: string[]) => {
  const key = fc.constantFrom(...keys, 'constructor', '__proto__', 'id', 'customer')
  const value = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 5 }),
    ),
  })).value
  return fc.dictionary(key, value, { maxKeys: 8 })
}

type Body = { raw: string; contentType: string }

const bodyFor = (keys: string[]): fc.Arbitrary<Body> =>
  fc.oneof(
    keyedBody(keys).map((value) => ({ raw: JSON.stringify(value), contentType: 'application/json' })),
    fc.jsonValue().map((value) => ({ raw: JSON.stringify(value) ?? 'null', contentType: 'application/json' })),
    fc.string({ maxLength: 200 }).map((raw) => ({ raw, contentType: 'application/json' })),
    fc.json().map((raw) => ({ raw, contentType: 'text/plain' })),
    fc.constant({ raw: '', contentType: 'application/json' }),
  )

type Auth = 'none' | 'customer' | 'garbage' | 'staff'
const auths = fc.constantFrom<Auth>('none', 'customer', 'garbage', 'staff')

describe('arbitrary input to every shop API call', () => {
  const tokens: Record<Auth, string | undefined> = {
    none: undefined,
    customer: undefined,
    garbage: 'eyJhbGciOiJIUzI1NiJ9.e30.x',
    staff: undefined,
  }

  beforeAll(async () => {
    tokens.customer = (await registerCustomer()).token
    tokens.staff = await staffToken('orders')
  })

  const authHeaders = (auth: Auth): Record<string, string> =>
    auth === 'none' ? {} : { Authorization: `${auth === 'staff' ? 'JWT' : 'Bearer'} ${tokens[auth]}` }

  const expectHandled = (status: number, text: string, contentType: string | null, label: string) => {
    expect(status, `${label} → ${status} ${text.slice(0, 300)}`).toBeLessThan(500)
    if (status !== 304 && status !== 204) expect(contentType, label).toContain('application/json')
  }

  it.each(CALLS.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))('%s never answers 5xx', async (_label, entry) => {
    const slug = fc.string({ minLength: 1, maxLength: 60 }).map((value) => encodeURIComponent(value))
    const query = fc.dictionary(fc.constantFrom(...entry.keys, 'search', 'depth', 'where'), fc.string({ maxLength: 30 }), { maxKeys: 3 })
    const headers = fc.dictionary(
      fc.constantFrom(...(entry.headerKeys ?? ['x-ignored'])),
      fc.string({ maxLength: 80 }).filter((value) => /^[\x20-\x7e]*$/.test(value)),
      { maxKeys: 2 },
    )
    await fc.assert(
      fc.asyncProperty(bodyFor(entry.keys), query, slug, headers, auths, async (body, params, slugValue, extraHeaders, auth) => {
        const path = entry.path.replace(':slug', slugValue)
        const search = new URLSearchParams(params).toString()
        const reply = await call(entry.method, `${path}${search && entry.method === 'GET' ? `?${search}` : ''}`, {
          raw: entry.method === 'GET' ? undefined : body.raw,
          headers: { ...(entry.method === 'GET' ? {} : { 'Content-Type': body.contentType }), ...extraHeaders, ...authHeaders(auth) },
        })
        expectHandled(
          reply.status,
          reply.text,
          reply.headers.get('content-type'),
          `${entry.method} ${path} [${auth}] ${body.raw.slice(0, 200)}`,
        )
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 25), endOnFailure: true },
    )
  })
})
