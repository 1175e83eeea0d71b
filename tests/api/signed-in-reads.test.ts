import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { productListResponseSchema } from '../../cms/contract'
import { call, get, post, registerCustomer, rest, type TestCustomer } from '../helpers/api'

/**
 * A signed-in buyer's product read is answered for them alone, and the production server keeps that answer for the
 * next read of the same buyer (docs/decisions/034-signed-in-reads.md). Each case reads more than once, so the kept
 * answer is what is checked: it never reaches anybody else, and it stops being served the moment a price list, the
 * catalogue, the account or the session changes.
 */

const unique = `${Date.now().toString(36).toUpperCase()}${randomInt(100, 999)}`
const CODE = `SR${unique}`
/** "Our price" of CODE in rupees (paise at rest). */
const OUR_PRICE = 510
let product: { id: string; slug: string; variants: unknown[] }

const shopToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())

async function createProduct() {
  const category = (await get('/category')).body.data[0]._id as string
  const variants = [{ size: '2-0', codes: [{ shortCode: CODE, originalPrice: 60000, discountedPrice: OUR_PRICE * 100 }] }]
  const created = await rest('POST', '/products', { name: `Signed-in Read Probe ${unique}`, category, _status: 'published', variants })
  expect(created.status, created.text).toBe(201)
  return { id: created.body.doc.id as string, slug: created.body.doc.slug as string, variants: created.body.doc.variants as unknown[] }
}

type Buyer = TestCustomer & { verify: (verified: boolean) => Promise<void> }

/** A registered customer with a business account that staff verified. */
async function verifiedBuyer(): Promise<Buyer> {
  const customer = await registerCustomer()
  const business = await call('PATCH', '/user/business', {
    token: customer.token,
    body: { organisation: 'Apex Surgicals', type: 'distributor', gstin: '27AAPFU0939F1ZV' },
  })
  expect(business.status, business.text).toBe(200)
  const verify = async (verified: boolean) => {
    const reply = await rest('PATCH', `/customers/${customer.id}`, { business: { verified } })
    expect(reply.status, reply.text).toBe(200)
  }
  await verify(true)
  return { ...customer, verify }
}

async function priceList(buyer: Buyer, price: number): Promise<string> {
  const reply = await rest('POST', '/price-lists', {
    name: `Rate contract ${unique}`,
    validFrom: shopToday(),
    customers: [buyer.id],
    lines: [{ code: CODE, price: price * 100 }],
  })
  expect(reply.status, reply.text).toBe(201)
  return reply.body.doc.id as string
}

/** The probe code as `token`'s holder reads it (anonymous without one), and the answer's Cache-Control. */
async function codeSeenBy(token?: string) {
  const reply = await call('POST', '/product/single', { token, body: { slugName: product.slug } })
  expect(reply.status, reply.text).toBe(200)
  const code = productListResponseSchema.parse(reply.body).data[0].variants[0].codes[0]
  return { ...code, cacheControl: reply.headers.get('cache-control') }
}

/** Reads twice: the first read may make the buyer's answer, the second is served from what was kept. */
async function readTwice(token?: string) {
  const first = await codeSeenBy(token)
  expect(await codeSeenBy(token)).toEqual(first)
  return first
}

const anonymousView = { discountedPrice: OUR_PRICE, cacheControl: 'no-cache' }

beforeAll(async () => {
  product = await createProduct()
})

describe('signed-in product reads, kept per buyer', () => {
  it("buyer A's contract prices never reach buyer B or an anonymous visitor, in any order of reading", async () => {
    const a = await verifiedBuyer()
    const b = await verifiedBuyer()
    await priceList(a, 123)
    for (let round = 0; round < 2; round += 1) {
      expect(await readTwice(a.token)).toMatchObject({ discountedPrice: 123, publicPrice: OUR_PRICE, cacheControl: 'no-store' })
      expect(await readTwice(b.token)).toMatchObject({ discountedPrice: OUR_PRICE, publicPrice: OUR_PRICE, cacheControl: 'no-store' })
      const anonymous = await readTwice()
      expect(anonymous).toMatchObject(anonymousView)
      expect(anonymous).not.toHaveProperty('publicPrice')
    }
  })

  it("a change of the buyer's price lists or of the catalogue is seen on the buyer's very next read", async () => {
    const buyer = await verifiedBuyer()
    const list = await priceList(buyer, 123)
    expect(await readTwice(buyer.token)).toMatchObject({ discountedPrice: 123 })

    const edited = await rest('PATCH', `/price-lists/${list}`, { lines: [{ code: CODE, price: 11_100 }] })
    expect(edited.status, edited.text).toBe(200)
    expect(await readTwice(buyer.token)).toMatchObject({ discountedPrice: 111 })

    await priceList(buyer, 99)
    expect(await readTwice(buyer.token)).toMatchObject({ discountedPrice: 99, publicPrice: OUR_PRICE })

    const cheaper = [{ size: '2-0', codes: [{ shortCode: CODE, originalPrice: 60000, discountedPrice: 9000 }] }]
    const repriced = await rest('PATCH', `/products/${product.id}`, { variants: cheaper })
    expect(repriced.status, repriced.text).toBe(200)
    try {
      expect(await readTwice(buyer.token)).toMatchObject({ discountedPrice: 90, publicPrice: 90 })
    } finally {
      await rest('PATCH', `/products/${product.id}`, { variants: product.variants })
    }
    expect(await readTwice(buyer.token)).toMatchObject({ discountedPrice: 99, publicPrice: OUR_PRICE })
  })

  it('an account that staff stop verifying reads the public price at once, and the contract price again when verified', async () => {
    const buyer = await verifiedBuyer()
    await priceList(buyer, 123)
    expect(await readTwice(buyer.token)).toMatchObject({ discountedPrice: 123 })
    await buyer.verify(false)
    expect(await readTwice(buyer.token)).toMatchObject({ discountedPrice: OUR_PRICE, publicPrice: OUR_PRICE })
    await buyer.verify(true)
    expect(await readTwice(buyer.token)).toMatchObject({ discountedPrice: 123 })
  })

  it('a logged-out token gets no contract prices, while the same buyer signed in elsewhere still does', async () => {
    const buyer = await verifiedBuyer()
    await priceList(buyer, 123)
    const login = await post('/user/login', { phoneNumber: buyer.phoneNumber, countryCode: buyer.countryCode, password: buyer.password })
    expect(login.body.responseCode, login.text).toBe('SUCCESS')
    const elsewhere = login.body.token as string
    expect(await readTwice(buyer.token)).toMatchObject({ discountedPrice: 123 })
    expect(await readTwice(elsewhere)).toMatchObject({ discountedPrice: 123 })

    const out = await call('POST', '/user/logout', { token: buyer.token })
    expect(out.status, out.text).toBe(200)
    const loggedOut = await readTwice(buyer.token)
    expect(loggedOut).toMatchObject(anonymousView)
    expect(loggedOut).not.toHaveProperty('publicPrice')
    expect(await readTwice(elsewhere)).toMatchObject({ discountedPrice: 123 })
  })

  it('a token altered after signing is read as anonymous', async () => {
    const buyer = await verifiedBuyer()
    await priceList(buyer, 123)
    expect(await readTwice(buyer.token)).toMatchObject({ discountedPrice: 123 })
    const [header, claims, signature] = buyer.token.split('.')
    const forged = `${header}.${claims}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
    const read = await readTwice(forged)
    expect(read).toMatchObject(anonymousView)
    expect(read).not.toHaveProperty('publicPrice')
  })
})
