import { beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_RATE_LIMITS } from '../../../cms/services/rate-limit/limits'
import { baseUrl, newIp, registerCustomer, request, staffToken, type TestCustomer } from '../../helpers/api'
import { catalogue, newCustomer, newOrder, storedOrder, stockLots } from '../../helpers/orders'
import { oneLotPerLine } from '../../helpers/lots'

/**
 * Payload's generic REST API is the admin's: GraphQL is gone, customers are refused (they use /api/shop), Payload's
 * own collections are staff-only, and orders cannot be made or rewritten through it.
 */
const api = (path: string) => `${baseUrl()}/api${path}`
const asCustomer = (customer: TestCustomer) => ({ headers: { Authorization: `JWT ${customer.token}` } })

describe('GraphQL', () => {
  it('is switched off: a batch of aliased queries is a quick 404', async () => {
    const aliases = Array.from({ length: 300 }, (_, index) => `q${index}: Products(limit: 100) { docs { id name } }`).join(' ')
    const started = Date.now()
    const reply = await request('POST', api('/graphql'), { body: { query: `{ ${aliases} }` } })
    expect(reply.status).toBe(404)
    expect(Date.now() - started).toBeLessThan(2000)
    expect((await request('POST', api('/graphql'), { raw: '{"query": ', headers: { 'Content-Type': 'application/json' } })).status).toBe(
      404,
    )
    expect((await request('GET', api('/graphql-playground'))).status).toBe(404)
  })
})

describe('customers on Payload REST', () => {
  let customer: TestCustomer
  let other: TestCustomer

  beforeAll(async () => {
    customer = await registerCustomer()
    other = await registerCustomer()
  })

  it('cannot lock documents or read and write admin preferences', async () => {
    const [product] = await catalogue()
    const lock = await request('POST', api('/payload-locked-documents'), {
      ...asCustomer(customer),
      body: { document: { relationTo: 'products', value: product.product }, globalSlug: null, user: { relationTo: 'users', value: 'x' } },
    })
    expect(lock.status).toBe(403)
    expect((await request('GET', api('/payload-locked-documents'), asCustomer(customer))).status).toBe(403)
    expect((await request('GET', api('/payload-preferences/nav'), asCustomer(customer))).status).toBe(403)
    expect(
      (await request('POST', api('/payload-preferences/nav'), { ...asCustomer(customer), body: { value: { open: true } } })).status,
    ).toBe(403)
    expect((await request('GET', api('/payload-migrations'))).status).toBe(403)
  })

  it('staff still keep their admin preferences', async () => {
    const headers = { Authorization: `JWT ${await staffToken('editor')}` }
    const saved = await request('POST', api('/payload-preferences/security-test'), { headers, body: { value: { open: true } } })
    expect(saved.status, saved.text).toBe(200)
    expect((await request('GET', api('/payload-preferences/security-test'), { headers })).body.value).toEqual({ open: true })
  })

  it("an admin setting a customer's password is refused with the reason", async () => {
    const reply = await request('PATCH', api(`/customers/${customer.id}`), {
      headers: { Authorization: `JWT ${await staffToken('admin')}` },
      body: { password: 'Chosen#12345' },
    })
    expect(reply.status).toBe(403)
    expect(reply.body.errors[0].message).toBe('Staff cannot set a customer password. The customer can reset it with "Forgot password".')
  })

  it('cannot change their account through the collection API (email taken by another, short password, long fields)', async () => {
    const patch = await request('PATCH', api(`/customers/${customer.id}`), {
      ...asCustomer(customer),
      body: { email: other.email, password: 'abc' },
    })
    expect(patch.status).toBe(403)
    const address = await request('POST', api('/addresses'), {
      ...asCustomer(customer),
      body: { doorNo: 'x'.repeat(5000), streetName: 'a', city: 'b', state: 'c', pincode: '122001', type: 'Office' },
    })
    expect(address.status).toBe(403)
    expect((await request('DELETE', api(`/customers/${customer.id}`), asCustomer(customer))).status).toBe(403)
    const me = await request('GET', `${baseUrl()}/api/shop/user/getmydetails`, { token: customer.token })
    expect(me.body.data.user.email).toBe(customer.email)
  })

  it.each(['login', 'forgot-password', 'reset-password', 'refresh-token', 'logout', 'first-register', 'verify/x', 'me', 'init'])(
    'POST /api/customers/%s is not served (the shop API has its own, limited calls)',
    async (operation) => {
      const reply = await request('POST', api(`/customers/${operation}`), {
        body: { username: '+919876543210', email: 'demo@example.com', password: 'Customer#123', token: 'x' },
      })
      expect(reply.status, reply.text).toBe(404)
      expect(reply.body.message).toEqual(expect.any(String))
    },
  )
})

describe('staff login', () => {
  it('is limited per IP like the shop login', async () => {
    const ip = newIp()
    const { limit } = DEFAULT_RATE_LIMITS.staffLogin
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const reply = await request('POST', api('/users/login'), { ip, body: { email: 'admin@example.com', password: `guess-${attempt}` } })
      expect(reply.status).toBeLessThan(429)
    }
    const limited = await request('POST', api('/users/login'), { ip, body: { email: 'admin@example.com', password: 'guess' } })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await request('POST', api('/users/login'), { body: { email: 'orders@example.com', password: 'Orders#12345' } })).status).toBe(
      200,
    )
  })
})

describe('versions on Payload REST', () => {
  it('answer 404 for a collection that keeps none, and the list for one that does', async () => {
    const staff = { headers: { Authorization: `JWT ${await staffToken('admin')}` } }
    expect((await request('GET', api('/carts/versions'), staff)).status).toBe(404)
    expect((await request('GET', api('/products/versions?limit=1'), staff)).status).toBe(200)
  })
})

describe('orders on Payload REST', () => {
  it('nobody creates one, not even an admin', async () => {
    for (const who of ['admin', 'orders'] as const) {
      const reply = await request('POST', api('/orders'), {
        headers: { Authorization: `JWT ${await staffToken(who)}` },
        body: { customer: (await registerCustomer()).id, subtotal: 100, total: 100, paymentType: 'COD', lines: [] },
      })
      expect(reply.status, reply.text).toBe(403)
    }
  })

  it('an order manager changes the status, never the lines, amounts, address, customer or payment', async () => {
    const buyer = await newCustomer()
    const [item] = await catalogue()
    const { orderId } = await newOrder(buyer, [{ item, quantity: 2 }])
    const before = await storedOrder(orderId)
    await stockLots(oneLotPerLine(before.lines))
    const reply = await request('PATCH', api(`/orders/${before.id}?depth=0`), {
      headers: { Authorization: `JWT ${await staffToken('orders')}` },
      body: {
        status: 'SHIPPED',
        shipment: { courier: 'Blue Parcel', trackingNumber: 'AWB1', lots: oneLotPerLine(before.lines) },
        total: 1,
        subtotal: 1,
        lines: [{ name: 'Nothing', quantity: 1, unitPrice: 1, lineTotal: 1 }],
        address: { ...before.address, city: 'Elsewhere' },
        discount: { code: 'FREE', percent: 100, amount: before.total },
        customer: (await registerCustomer()).id,
        paymentStatus: 'PAID',
        paymentType: 'ONLINE',
        razorpay: { orderId: 'order_forged', paymentId: 'pay_forged' },
      },
    })
    expect(reply.status, reply.text).toBe(200)
    const after = await storedOrder(orderId)
    expect(after.status).toBe('SHIPPED')
    for (const field of ['total', 'subtotal', 'lines', 'address', 'discount', 'customer', 'paymentStatus', 'paymentType', 'razorpay']) {
      expect(after[field], field).toEqual(before[field])
    }
  })
})
