import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { childPids, editorToken, newIp, shopCall } from '../helpers/multi-server'
import { startStack, type Server, type Stack } from '../helpers/stack'

/**
 * Two server processes on one database file, as two containers of the shop would be: what one process does, the
 * other sees (docs/decisions/015-shared-stores.md).
 */
let stack: Stack
let a: string
let b: string

beforeAll(async () => {
  stack = await startStack()
  a = stack.baseUrl
  b = (await stack.startServer()).baseUrl
})
afterAll(() => stack?.stop())

type Product = { id: string; slug: string; variants: { size: string; codes: { shortCode: string; discountedPrice: number }[] }[] }

describe('two server processes on one database', () => {
  it('a price edit made through A is served by B a second later', async () => {
    const list = await fetch(`${a}/api/products?limit=1&depth=0&where[_status][equals]=published`)
    const product = ((await list.json()) as { docs: Product[] }).docs[0]
    const read = async (baseUrl: string) => {
      const reply = await shopCall(baseUrl, 'POST', '/product/single', { body: { slugName: product.slug } })
      expect(reply.status).toBe(200)
      return reply.body.data.variants[0].codes[0].discountedPrice as number
    }
    const before = await read(b)
    expect(await read(b)).toBe(before)

    const newPaise = Math.round(before * 100) + 1_234
    const variants = structuredClone(product.variants)
    variants[0].codes[0].discountedPrice = newPaise
    const edit = await fetch(`${a}/api/products/${product.id}`, {
      method: 'PATCH',
      headers: { Authorization: `JWT ${await editorToken(a)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ variants }),
    })
    expect(edit.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await read(b)).toBe(newPaise / 100)
    expect(await read(a)).toBe(newPaise / 100)
  })

  it('30 login attempts from one address spread over both processes hit the limit as one process would', async () => {
    const ip = newIp()
    const replies = []
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const baseUrl = attempt % 2 === 0 ? a : b
      replies.push(
        await shopCall(baseUrl, 'POST', '/user/login', {
          ip,
          body: { countryCode: '+91', phoneNumber: '9876543210', password: 'wrong-password' },
        }),
      )
    }
    const statuses = replies.map((reply) => reply.status)
    // The login bucket allows 20 attempts per address and window (cms/services/rate-limit/limits.ts).
    expect(statuses.slice(0, 20).filter((status) => status === 429)).toEqual([])
    expect(statuses.slice(20)).toEqual(Array(10).fill(429))
  })

  it('200 COD orders placed through both processes get 200 distinct order numbers', async () => {
    const list = await fetch(`${a}/api/products?limit=1&depth=0&where[_status][equals]=published`)
    const product = ((await list.json()) as { docs: Product[] }).docs[0]
    const line = { product: product.id, size: product.variants[0].size, code: product.variants[0].codes[0].shortCode, quantity: 1 }
    const customers = await Promise.all(
      [a, b].map(async (baseUrl, index) => {
        const ip = newIp()
        const phone = `9${String(Date.now() + index).slice(-9)}`
        const registered = await shopCall(baseUrl, 'POST', '/user', {
          ip,
          body: { name: `Buyer ${index}`, email: `buyer-${phone}@example.com`, password: 'secret123', phoneNumber: phone, countryCode: '+91' },
        })
        expect(registered.body.responseCode, JSON.stringify(registered.body)).toBe('SUCCESS')
        const token = registered.body.token as string
        const address = await shopCall(baseUrl, 'POST', '/address/create', {
          ip,
          token,
          body: { doorNo: '12', streetName: 'MG Road', city: 'Gurugram', state: 'Haryana', pinCode: '122001', landMark: null, type: 'Office' },
        })
        expect(address.status).toBe(201)
        return { token, ip, addressId: address.body.data._id as string }
      }),
    )
    const placeOrder = async (index: number) => {
      const baseUrl = index % 2 === 0 ? a : b
      const customer = customers[index % 2]
      const cart = await shopCall(baseUrl, 'POST', '/cart/create', { ...customer, body: { products: [line] } })
      expect(cart.status, JSON.stringify(cart.body)).toBe(201)
      const order = await shopCall(baseUrl, 'POST', '/order/create', {
        ...customer,
        body: { cartId: cart.body.cartId, paymentType: 'COD', addressId: customer.addressId, orderAmount: product.variants[0].codes[0].discountedPrice / 100 },
      })
      expect(order.status, JSON.stringify(order.body)).toBe(201)
      return order.body.orderId as string
    }
    const orderIds: string[] = []
    for (let batch = 0; batch < 20; batch += 1) {
      orderIds.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => placeOrder(batch * 10 + i)))))
    }
    expect(orderIds).toHaveLength(200)
    expect(new Set(orderIds).size).toBe(200)
  })
})

describe('a server with two workers', () => {
  let server: Server
  beforeAll(async () => {
    server = await stack.startServer({ WEB_CONCURRENCY: '2' })
  })
  afterAll(() => server?.stop())

  it('keeps answering when a worker dies mid-load, and replaces it', async () => {
    const waitForWorkers = async (count: number, except: number[] = []) => {
      for (let tries = 0; tries < 600; tries += 1) {
        const pids = childPids(server.pid).filter((pid) => !except.includes(pid))
        if (pids.length === count) return pids
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`expected ${count} workers`)
    }
    const workers = await waitForWorkers(2)
    let stop = false
    const statuses: number[] = []
    const load = Array.from({ length: 4 }, async () => {
      while (!stop) {
        try {
          statuses.push((await fetch(`${server.baseUrl}/api/shop/category`)).status)
        } catch {
          statuses.push(0)
        }
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    process.kill(workers[0], 'SIGKILL')
    const afterKill = statuses.length
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    stop = true
    await Promise.all(load)
    // Requests that were on the killed worker's connections fail; every later one is answered by the other.
    const later = statuses.slice(afterKill + 4)
    expect(later.length).toBeGreaterThan(10)
    expect(later.every((status) => status === 200)).toBe(true)

    const replaced = await waitForWorkers(2)
    expect(replaced).not.toContain(workers[0])
    expect(replaced).toContain(workers[1])
  })
})
