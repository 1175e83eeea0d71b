import { createHmac, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { fakeS3Env, startFakeS3 } from '../fakes/s3'
import { childPids, editorToken, newIp, shopCall, stockFirstCode } from '../helpers/multi-server'
import { paymentEvent } from '../helpers/orders'
import { ROOT, startStack, type Server, type Stack } from '../helpers/stack'
import { TEST_KEYS } from '../helpers/test-keys'
import { upload } from '../helpers/uploads'

/**
 * Two server processes on one database file and one media bucket (a fake S3), as two containers of the shop would be:
 * what one process does, the other sees (docs/decisions/015-shared-stores.md).
 */
const BUCKET = 'shop-media'
let s3: Awaited<ReturnType<typeof startFakeS3>>
let stack: Stack
let a: string
let b: string

beforeAll(async () => {
  s3 = await startFakeS3([BUCKET])
  stack = await startStack({ extraEnv: fakeS3Env(s3.url, BUCKET) })
  a = stack.baseUrl
  b = (await stack.startServer()).baseUrl
  await stockFirstCode(a)
}, 300_000)
afterAll(async () => {
  await stack?.stop()
  await s3?.close()
})

type Product = { id: string; slug: string; variants: { size: string; codes: { shortCode: string; discountedPrice: number }[] }[] }

describe('two server processes on one database', () => {
  it('a price edit made through A is served by B within a second', async () => {
    const list = await fetch(`${a}/api/products?limit=1&depth=0&where[_status][equals]=published`)
    const product = ((await list.json()) as { docs: Product[] }).docs[0]
    const read = async (baseUrl: string) => {
      const reply = await shopCall(baseUrl, 'POST', '/product/single', { body: { slugName: product.slug } })
      expect(reply.status).toBe(200)
      return reply.body.data[0].variants[0].codes[0].discountedPrice as number
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
    // B checks the shared stamp at most once a second; the margin covers the calls themselves on a busy machine.
    await vi.waitFor(async () => expect(await read(b)).toBe(newPaise / 100), { timeout: 1_500, interval: 50 })
    expect(await read(a)).toBe(newPaise / 100)
  })

  it("a buyer's logout through A ends their contract prices on B within a second", async () => {
    const buyer = await newCustomer(a)
    const id = (await shopCall(a, 'GET', '/user/getmydetails', buyer)).body.data.user._id as string
    const business = { organisation: 'Twin Surgicals', type: 'distributor', gstin: '27AAPFU0939F1ZV' }
    expect((await shopCall(a, 'PATCH', '/user/business', { ...buyer, body: business })).status).toBe(200)
    const asStaff = async (method: string, route: string, body: unknown) => {
      const headers = { Authorization: `JWT ${await editorToken(a)}`, 'Content-Type': 'application/json' }
      const reply = await fetch(`${a}/api${route}`, { method, headers, body: JSON.stringify(body) })
      expect(reply.status, await reply.text()).toBeLessThan(300)
    }
    await asStaff('PATCH', `/customers/${id}`, { business: { verified: true } })
    const list = await fetch(`${a}/api/products?limit=1&depth=0&where[_status][equals]=published`)
    const product = ((await list.json()) as { docs: Product[] }).docs[0]
    const code = product.variants[0].codes[0]
    await asStaff('POST', '/price-lists', {
      name: 'Twin contract',
      validFrom: '2020-01-01',
      customers: [id],
      lines: [{ code: code.shortCode, price: 100 }],
    })
    const read = async () => {
      const reply = await shopCall(b, 'POST', '/product/single', { token: buyer.token, body: { slugName: product.slug } })
      expect(reply.status).toBe(200)
      return reply.body.data[0].variants[0].codes[0] as { discountedPrice: number; publicPrice?: number }
    }
    // The second read on B is served from the answer B keeps for the buyer.
    await vi.waitFor(async () => expect((await read()).discountedPrice).toBe(1), { timeout: 1_500, interval: 50 })
    expect((await read()).discountedPrice).toBe(1)

    expect((await shopCall(a, 'POST', '/user/logout', buyer)).status).toBe(200)
    await vi.waitFor(async () => expect(await read()).not.toHaveProperty('publicPrice'), { timeout: 1_500, interval: 50 })
    expect((await read()).discountedPrice).toBe(code.discountedPrice / 100)
  })

  it('30 login attempts from one address spread over both processes hit the limit as one process would', async () => {
    const ip = newIp()
    const replies = []
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const baseUrl = attempt % 2 === 0 ? a : b
      replies.push(
        await shopCall(baseUrl, 'POST', '/user/login', {
          ip,
          // No such account: every attempt is a plain 401 until the limit (a real account would be locked first).
          body: { countryCode: '+91', phoneNumber: '9000000001', password: 'wrong-password' },
        }),
      )
    }
    const statuses = replies.map((reply) => reply.status)
    // The login bucket allows 20 attempts per address and window (cms/services/rate-limit/limits.ts).
    expect(statuses.slice(0, 20).filter((status) => status === 429)).toEqual([])
    expect(statuses.slice(20)).toEqual(Array(10).fill(429))
  })

  it('200 COD orders placed through both processes get 200 distinct order numbers', async () => {
    const customers = await Promise.all([newCustomer(a), newCustomer(b)])
    const orderIds: string[] = []
    for (let batch = 0; batch < 20; batch += 1) {
      const placed = Array.from({ length: 10 }, (_, i) => {
        const index = batch * 10 + i
        return placeOrder(index % 2 === 0 ? a : b, customers[index % 2], 'COD')
      })
      orderIds.push(...(await Promise.all(placed)))
    }
    expect(orderIds).toHaveLength(200)
    expect(new Set(orderIds).size).toBe(200)
  }, 300_000)

  it('orders on account sent to both processes at once: exactly those within the credit limit are placed', async () => {
    const customer = await newCustomer(a)
    const me = await shopCall(a, 'GET', '/user/getmydetails', customer)
    const list = await fetch(`${a}/api/products?limit=1&depth=0&where[_status][equals]=published`)
    const product = ((await list.json()) as { docs: Product[] }).docs[0]
    const code = product.variants[0].codes[0]
    const rupees = code.discountedPrice / 100
    // Room for three orders of one unit, not four; eight are sent at once, half to each process.
    const limit = Math.floor(rupees * 3.5)
    const credit = await fetch(`${a}/api/customers/${me.body.data.user._id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await editorToken(a)}` },
      body: JSON.stringify({
        business: { organisation: 'Race Hospital', type: 'hospital', verified: true },
        credit: { limit: limit * 100, termsDays: 30 },
      }),
    })
    expect(credit.status).toBe(200)
    const line = { product: product.id, size: product.variants[0].size, code: code.shortCode, quantity: 1 }
    const carts: string[] = []
    for (let index = 0; index < 8; index += 1) {
      const cart = await shopCall(a, 'POST', '/cart/create', { ...customer, body: { products: [line] } })
      expect(cart.status).toBe(201)
      carts.push(cart.body.cartId as string)
    }
    const replies = await Promise.all(
      carts.map((cartId, index) =>
        shopCall(index % 2 === 0 ? a : b, 'POST', '/order/create', {
          ...customer,
          body: { cartId, paymentType: 'ACCOUNT', addressId: customer.addressId, orderAmount: rupees },
        }),
      ),
    )
    expect(replies.map((reply) => reply.status).sort(), JSON.stringify(replies.map((reply) => reply.body))).toEqual([
      201, 201, 201, 409, 409, 409, 409, 409,
    ])
    for (const refused of replies.filter((reply) => reply.status === 409)) {
      expect(refused.body).toMatchObject({ limit, outstanding: Math.round(rupees * 300) / 100, orderAmount: rupees })
    }
  })

  it('a payment event delivered to both processes at once is applied exactly once', async () => {
    const customer = await newCustomer(a)
    const orderId = await placeOrder(a, customer, 'ONLINE')
    const payment = await shopCall(a, 'POST', '/payment/order', { ...customer, body: { orderId } })
    expect(payment.status, JSON.stringify(payment.body)).toBe(200)
    const event = JSON.stringify(paymentEvent('payment.captured', payment.body.data.id, 'pay_twice0001', payment.body.data.amount))
    const headers = {
      'X-Razorpay-Signature': createHmac('sha256', TEST_KEYS.razorpayWebhookSecret).update(event).digest('hex'),
      'X-Razorpay-Event-Id': randomUUID(),
    }
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, (_, i) => shopCall(i % 2 === 0 ? a : b, 'POST', '/payment/webhook', { body: JSON.parse(event), headers })),
    )
    const messages = deliveries.map((reply) => reply.body.message)
    expect(messages.filter((message) => message === 'Order marked paid')).toHaveLength(1)
    expect(messages.filter((message) => message === 'Duplicate event ignored')).toHaveLength(9)
  })
})

describe("catalogue edits made through A: in both processes' answers, B's within a second", () => {
  const unique = randomUUID().slice(0, 8)
  const code = `FR-${unique}`
  const variants = [{ size: 'General', codes: [{ shortCode: code, originalPrice: 50_000, discountedPrice: 40_000 }] }]
  let token: string
  let category: { _id: string; name: string; slug: string; seoText: string | null }
  let productId: string
  let slug = `freshness-probe-${unique}`

  const rest = async (method: string, path: string, body?: unknown) => {
    const reply = await fetch(`${a}/api${path}`, {
      method,
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    expect([200, 201], `${method} ${path}: ${await reply.clone().text()}`).toContain(reply.status)
    return ((await reply.json()) as { doc: { id: string } }).doc
  }
  const single = async (baseUrl: string, slugName: string) => {
    const reply = await shopCall(baseUrl, 'POST', '/product/single', { body: { slugName } })
    return reply.status === 200 ? reply.body.data[0] : reply.status
  }
  const price = (product: { variants: { codes: { discountedPrice: number }[] }[] }) => product.variants[0].codes[0].discountedPrice
  const searchIds = async (baseUrl: string, q: string) =>
    (await shopCall(baseUrl, 'GET', `/product/search?q=${encodeURIComponent(q)}`)).body.data.map((card: { _id: string }) => card._id)
  const codeOf = async (baseUrl: string, shortCode: string) =>
    (await shopCall(baseUrl, 'POST', '/product/codes', { body: { codes: [shortCode] } })).body.data[0]
  /** `check` holds in A at once (its hooks made the edit) and in B after its next stamp check. */
  const seenByBoth = async (check: (baseUrl: string) => Promise<void>) => {
    await check(a)
    await vi.waitFor(() => check(b), { timeout: 1_500, interval: 50 })
  }

  beforeAll(async () => {
    token = await editorToken(a)
    category = ((await shopCall(a, 'GET', '/category')).body.data as (typeof category)[])[0]
    productId = (
      await rest('POST', '/products', { name: `Freshness Probe ${unique}`, category: category._id, variants, _status: 'published' })
    ).id
  })

  it('a new product: its answer, search and code', async () => {
    await seenByBoth(async (baseUrl) => {
      expect((await single(baseUrl, slug)).name).toBe(`Freshness Probe ${unique}`)
      expect(await searchIds(baseUrl, `probe ${unique}`)).toEqual([productId])
      expect((await codeOf(baseUrl, code)).discountedPrice).toBe(400)
    })
  })

  it('a draft saved over the published product changes nothing the shop shows', async () => {
    await rest('PATCH', `/products/${productId}?draft=true`, {
      variants: [{ ...variants[0], codes: [{ ...variants[0].codes[0], discountedPrice: 1_000 }] }],
    })
    expect(price(await single(a, slug))).toBe(400)
    // An edit made after the draft: once B shows it, B has applied every change recorded before it, the draft's too.
    const seoText = `Checked ${unique}`
    await rest('PATCH', `/categories/${category._id}`, { seoText })
    await vi.waitFor(
      async () => {
        const categories = (await shopCall(b, 'GET', '/category')).body.data as (typeof category)[]
        expect(categories.find((each) => each._id === category._id)?.seoText).toBe(seoText)
      },
      { timeout: 1_500, interval: 50 },
    )
    expect(price(await single(b, slug))).toBe(400)
    await rest('PATCH', `/categories/${category._id}`, { seoText: category.seoText })
  })

  it('a new slug: the old one is gone, the code and search lead to the new one', async () => {
    const renamed = `${slug}-renamed`
    await rest('PATCH', `/products/${productId}`, { slug: renamed, _status: 'published' })
    await seenByBoth(async (baseUrl) => {
      expect(await single(baseUrl, slug)).toBe(404)
      expect((await single(baseUrl, renamed))._id).toBe(productId)
      expect((await codeOf(baseUrl, code)).slugName).toBe(renamed)
    })
    slug = renamed
  })

  it("a category renamed: its products' answers, cards and codes show the new name", async () => {
    const newName = `${category.name} ${unique}`
    await rest('PATCH', `/categories/${category._id}`, { name: newName, slug: category.slug })
    try {
      await seenByBoth(async (baseUrl) => {
        expect((await single(baseUrl, slug)).category.name).toBe(newName)
        const page = await shopCall(baseUrl, 'POST', '/product/category', { body: { slugName: category.slug, limit: 100 } })
        expect(page.body.data.find((card: { _id: string }) => card._id === productId)?.category.name).toBe(newName)
        expect((await codeOf(baseUrl, code)).category.name).toBe(newName)
      })
    } finally {
      await rest('PATCH', `/categories/${category._id}`, { name: category.name, slug: category.slug })
    }
  })

  it("a media document's alt text: the products showing it", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `probe-${unique}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Probe pack' }))
    const uploaded = await fetch(`${a}/api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const mediaId = ((await uploaded.json()) as { doc: { id: string } }).doc.id
    await rest('PATCH', `/products/${productId}`, { images: [mediaId], _status: 'published' })
    await rest('PATCH', `/media/${mediaId}`, { alt: 'Probe pack of 12 foils' })
    await seenByBoth(async (baseUrl) => expect((await single(baseUrl, slug)).imageSet[0].alt).toBe('Probe pack of 12 foils'))
  })

  it('unpublished, then deleted', async () => {
    await rest('PATCH', `/products/${productId}`, { _status: 'draft' })
    await seenByBoth(async (baseUrl) => {
      expect(await single(baseUrl, slug)).toBe(404)
      expect(await searchIds(baseUrl, `probe ${unique}`)).toEqual([])
      expect(await codeOf(baseUrl, code)).toBeUndefined()
    })
    await rest('PATCH', `/products/${productId}`, { _status: 'published' })
    await seenByBoth(async (baseUrl) => expect((await single(baseUrl, slug))._id).toBe(productId))
    await rest('DELETE', `/products/${productId}`)
    await seenByBoth(async (baseUrl) => {
      expect(await single(baseUrl, slug)).toBe(404)
      expect(await codeOf(baseUrl, code)).toBeUndefined()
    })
  })
})

describe('uploaded media on shared storage', () => {
  type MediaDoc = { id: string; filename: string; url: string; sizes: Record<string, { filename: string | null; url: string | null }> }
  /** The server processes' own media folder (both run from the same directory): nothing may land there. */
  const localMediaDir = path.join(ROOT, 'data/media')
  const localFiles = (prefix: string) =>
    fs.existsSync(localMediaDir) ? fs.readdirSync(localMediaDir).filter((name) => name.startsWith(prefix)) : []
  const bytesAt = async (url: string) => {
    const response = await fetch(url)
    expect(response.status, url).toBe(200)
    return { headers: response.headers, body: Buffer.from(await response.arrayBuffer()) }
  }

  it('an image uploaded through A is stored in the bucket, served by B byte for byte with its sizes, and deleted through B', async () => {
    const name = `shared-${randomUUID()}`
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 20, g: 110, b: 160 } } })
      .composite([
        {
          input: Buffer.from('<svg width="600" height="400"><circle cx="300" cy="200" r="180" fill="#f5b700"/></svg>'),
          top: 250,
          left: 300,
        },
      ])
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${name}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Shared storage check' }))
    const created = await fetch(`${a}/api/media`, { method: 'POST', headers: { Authorization: `JWT ${await editorToken(a)}` }, body: form })
    expect(created.status, await created.clone().text()).toBe(201)
    const doc = ((await created.json()) as { doc: MediaDoc }).doc

    // The same addresses as on the local disk: Payload's file route, which applies the collection's read access.
    expect(doc.filename).toBe(`${name}.webp`)
    expect(new URL(doc.url, a).pathname).toBe(`/api/media/file/${name}.webp`)
    const card = doc.sizes.card
    expect(card.filename).toMatch(new RegExp(`^${name}-\\d+x\\d+\\.webp$`))
    const files = [doc.filename, ...Object.values(doc.sizes).map((size) => size.filename)].filter((file): file is string => Boolean(file))
    expect(files).toHaveLength(5)
    for (const file of files) expect(s3.objects.has(`${BUCKET}/${file}`), file).toBe(true)
    expect(localFiles(name)).toEqual([])

    for (const [url, file] of [
      [doc.url, doc.filename],
      [card.url!, card.filename!],
    ]) {
      const served = await bytesAt(new URL(url, b).href)
      expect(served.body.equals(s3.objects.get(`${BUCKET}/${file}`)!.body), file).toBe(true)
      expect(served.headers.get('content-type')).toBe('image/webp')
      expect(served.headers.get('cache-control')).toBe('public, max-age=86400')
    }
    expect((await sharp((await bytesAt(new URL(card.url!, b).href)).body).metadata()).width).toBe(480)

    const deleted = await fetch(`${b}/api/media/${doc.id}`, { method: 'DELETE', headers: { Authorization: `JWT ${await editorToken(b)}` } })
    expect(deleted.status).toBe(200)
    for (const file of files) expect(s3.objects.has(`${BUCKET}/${file}`), file).toBe(false)
    expect((await fetch(new URL(doc.url, a))).status).toBe(404)
    expect(localFiles(name)).toEqual([])
  })
})

type Customer = { token: string; ip: string; addressId: string }

/** Registers a customer with one address through the server at `baseUrl`. */
async function newCustomer(baseUrl: string): Promise<Customer> {
  const ip = newIp()
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
  const registered = await shopCall(baseUrl, 'POST', '/user', {
    ip,
    body: {
      name: `Buyer ${phone.slice(-4)}`,
      email: `buyer-${phone}@example.com`,
      password: 'secret123',
      phoneNumber: phone,
      countryCode: '+91',
    },
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
}

/** Cart and order of one unit of the first published product's first code, through the server at `baseUrl`. */
async function placeOrder(baseUrl: string, customer: Customer, paymentType: 'COD' | 'ONLINE'): Promise<string> {
  const list = await fetch(`${baseUrl}/api/products?limit=1&depth=0&where[_status][equals]=published`)
  const product = ((await list.json()) as { docs: Product[] }).docs[0]
  const code = product.variants[0].codes[0]
  const line = { product: product.id, size: product.variants[0].size, code: code.shortCode, quantity: 1 }
  const cart = await shopCall(baseUrl, 'POST', '/cart/create', { ...customer, body: { products: [line] } })
  expect(cart.status, JSON.stringify(cart.body)).toBe(201)
  const order = await shopCall(baseUrl, 'POST', '/order/create', {
    ...customer,
    body: { cartId: cart.body.cartId, paymentType, addressId: customer.addressId, orderAmount: code.discountedPrice / 100 },
  })
  expect(order.status, JSON.stringify(order.body)).toBe(201)
  return order.body.orderId as string
}

describe('a server with two workers', () => {
  let server: Server
  beforeAll(async () => {
    server = await stack.startServer({ WEB_CONCURRENCY: '2' })
  }, 300_000)
  afterAll(() => server?.stop())

  it('every worker answers an announced 50 MB upload with 413 that the uploading client reads', async () => {
    const size = 50 * 1024 * 1024
    const headers = { 'Content-Type': 'application/json', 'Content-Length': String(size) }
    // Several at once, so that both workers take some.
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => upload(`${server.baseUrl}/api/products`, size, { ...headers, 'X-Forwarded-For': newIp() })),
    )
    expect(replies.map((reply) => reply.status)).toEqual(Array(6).fill(413))
    expect((await fetch(`${server.baseUrl}/api/shop/category`)).status).toBe(200)
  })

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
    const results: { startedAt: number; status: number }[] = []
    const load = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const startedAt = Date.now()
        const status = await fetch(`${server.baseUrl}/api/shop/category`, { signal: AbortSignal.timeout(5_000) }).then(
          (response) => response.status,
          () => 0,
        )
        results.push({ startedAt, status })
      }
    })
    const until = async (enough: () => boolean) => {
      const deadline = Date.now() + 60_000
      while (!enough() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    // Both workers warm (each has answered under load) before one is killed.
    await until(() => results.filter((result) => result.status === 200).length >= 40)
    process.kill(workers[0], 'SIGKILL')
    const killedAt = Date.now()
    await until(() => results.filter((result) => result.startedAt > killedAt + 500).length >= 20)
    stop = true
    await Promise.all(load)
    // Requests on the killed worker's connections fail; every request started after that is answered by the other.
    const later = results.filter((result) => result.startedAt > killedAt + 500)
    expect(later.length).toBeGreaterThan(10)
    expect(later.filter((result) => result.status !== 200)).toEqual([])

    const replaced = await waitForWorkers(2)
    expect(replaced).not.toContain(workers[0])
    expect(replaced).toContain(workers[1])
  }, 180_000)
})

describe('stock moved through A: availability served by B within a second', () => {
  it('a receipt through A shows in B’s product answer and quick order', async () => {
    const unique = randomUUID().slice(0, 8).toUpperCase()
    const code = `AV-${unique}`
    const token = await editorToken(a)
    const staffCall = async (path: string, body: unknown) => {
      const reply = await fetch(`${a}/api${path}`, {
        method: 'POST',
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect([200, 201], `${path}: ${await reply.clone().text()}`).toContain(reply.status)
      return (await reply.json()) as { doc?: { slug: string } }
    }
    const category = (await shopCall(a, 'GET', '/category')).body.data[0]._id
    const variants = [{ size: 'General', codes: [{ shortCode: code, originalPrice: 50_000, discountedPrice: 40_000 }] }]
    const { doc } = await staffCall('/products', {
      name: `Stock Probe ${unique}`,
      category,
      variants,
      tracksStock: true,
      _status: 'published',
    })
    const onPage = async (baseUrl: string) =>
      (await shopCall(baseUrl, 'POST', '/product/single', { body: { slugName: doc!.slug } })).body.data[0].variants[0].codes[0].availability
    const inQuickOrder = async (baseUrl: string) =>
      (await shopCall(baseUrl, 'POST', '/product/codes', { body: { codes: [code] } })).body.data[0].availability
    await vi.waitFor(async () => expect(await onPage(b)).toEqual({ status: 'OUT_OF_STOCK' }), { timeout: 1_500, interval: 50 })

    await staffCall('/staff/stock/receipts', { lines: [{ code, lot: `L-${unique}`, expiry: '2031-01', quantity: 4 }] })
    expect(await onPage(a)).toEqual({ status: 'LOW', quantity: 4 })
    // B checks the shared stamp at most every half second; the margin covers the calls themselves on a busy machine.
    await vi.waitFor(
      async () => {
        expect(await onPage(b)).toEqual({ status: 'LOW', quantity: 4 })
        expect(await inQuickOrder(b)).toEqual({ status: 'LOW', quantity: 4 })
      },
      { timeout: 1_500, interval: 50 },
    )

    // The site's low-stock threshold lowered through A: 4 units are no longer "low" anywhere.
    const settings = await fetch(`${a}/api/globals/site-settings`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ lowStockThreshold: 3 }),
    })
    expect(settings.status, await settings.clone().text()).toBe(200)
    expect(await onPage(a)).toEqual({ status: 'IN_STOCK', quantity: 4 })
    await vi.waitFor(async () => expect(await onPage(b)).toEqual({ status: 'IN_STOCK', quantity: 4 }), { timeout: 1_500, interval: 50 })
  })
})
