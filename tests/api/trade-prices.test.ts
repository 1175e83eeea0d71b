import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { productListResponseSchema } from '../../cms/contract'
import { baseUrl, call, get, post, request, rest, staffToken } from '../helpers/api'
import { newCustomer, storedOrder, type Customer } from '../helpers/orders'

/** Trade terms: quantity tiers, pack rules, price lists for verified business accounts, one price per buyer. */

const shopToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
const dayFrom = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const unique = `${Date.now().toString(36).toUpperCase()}${randomInt(100, 999)}`
const CODE = { tiered: `TT${unique}A`, box: `TT${unique}B`, minimum: `TT${unique}C` }
let product: { id: string; slug: string; category: string }

async function createProduct() {
  const categories = await get('/category')
  const category = categories.body.data[0]._id as string
  const created = await rest('POST', '/products', {
    name: `Trade Terms Probe ${unique}`,
    category,
    _status: 'published',
    variants: [
      {
        size: '3-0',
        codes: [
          {
            shortCode: CODE.tiered,
            originalPrice: 60000,
            discountedPrice: 51000,
            tiers: [
              { minQuantity: 10, price: 49_000 },
              { minQuantity: 50, price: 47_000 },
            ],
          },
          { shortCode: CODE.box, originalPrice: 30000, discountedPrice: 25000, multipleOf: 12 },
          { shortCode: CODE.minimum, originalPrice: 20000, discountedPrice: 10000, minQuantity: 10 },
        ],
      },
    ],
  })
  expect(created.status, created.text).toBe(201)
  return { id: created.body.doc.id as string, slug: created.body.doc.slug as string, category }
}

/** A registered buyer whose business account staff have verified (or not). */
async function businessBuyer(verified: boolean): Promise<Customer & { id: string }> {
  const buyer = await newCustomer('Distributor')
  const business = await call('PATCH', '/user/business', {
    token: buyer.token,
    ip: buyer.ip,
    body: { organisation: 'Sunrise Surgicals', type: 'distributor', gstin: '27AAPFU0939F1ZV' },
  })
  expect(business.status, business.text).toBe(200)
  const me = await call('GET', '/user/getmydetails', { token: buyer.token, ip: buyer.ip })
  const id = me.body.data.user._id as string
  if (verified) expect((await rest('PATCH', `/customers/${id}`, { business: { verified: true } })).status).toBe(200)
  return { ...buyer, id }
}

async function priceList(body: Record<string, unknown>) {
  const reply = await rest('POST', '/price-lists', { name: `Contract ${unique}`, validFrom: shopToday(), ...body })
  expect(reply.status, reply.text).toBe(201)
  return reply.body.doc.id as string
}

const line = (code: string, quantity: number) => ({ product: product.id, size: '3-0', code, quantity })
const cart = (buyer: Customer, ...lines: ReturnType<typeof line>[]) => post('/cart/create', { products: lines }, buyer.token, buyer.ip)

async function codesSeenBy(token?: string) {
  const reply = await call('POST', '/product/single', { token, body: { slugName: product.slug } })
  expect(reply.status, reply.text).toBe(200)
  const codes = productListResponseSchema.parse(reply.body).data[0].variants[0].codes
  return { reply, byCode: Object.fromEntries(codes.map((code) => [code.shortCode, code])) }
}

beforeAll(async () => {
  product = await createProduct()
})

describe('quantity tiers and pack rules (every buyer)', () => {
  it('public answers carry the tiers and pack rules; the cart applies the tier as the quantity passes a break', async () => {
    const { byCode } = await codesSeenBy()
    expect(byCode[CODE.tiered]).toMatchObject({
      discountedPrice: 510,
      tiers: [
        { minQuantity: 10, price: 490 },
        { minQuantity: 50, price: 470 },
      ],
    })
    expect(byCode[CODE.tiered].publicPrice).toBeUndefined()
    expect(byCode[CODE.box]).toMatchObject({ multipleOf: 12 })
    expect(byCode[CODE.minimum]).toMatchObject({ minQuantity: 10 })

    const buyer = await newCustomer('Tiers')
    expect((await cart(buyer, line(CODE.tiered, 9))).body.subtotal).toBe(9 * 510)
    expect((await cart(buyer, line(CODE.tiered, 10))).body.subtotal).toBe(10 * 490)
    expect((await cart(buyer, line(CODE.tiered, 49))).body.subtotal).toBe(49 * 490)
    expect((await cart(buyer, line(CODE.tiered, 50))).body.subtotal).toBe(50 * 470)
    // Identical lines are added up first: 6 + 6 reaches the break of 10.
    expect((await cart(buyer, line(CODE.tiered, 6), line(CODE.tiered, 6))).body.subtotal).toBe(12 * 490)
  })

  it('refuses quantities that break a pack rule, naming the code and the rule', async () => {
    const buyer = await newCustomer('Packs')
    const box = await cart(buyer, line(CODE.tiered, 1), line(CODE.box, 5))
    expect(box.status).toBe(400)
    expect(box.body).toEqual({
      message: `${CODE.box} is sold in multiples of 12`,
      errors: [{ field: 'products.1.quantity', message: `${CODE.box} is sold in multiples of 12` }],
    })
    const minimum = await cart(buyer, line(CODE.minimum, 5))
    expect(minimum.status).toBe(400)
    expect(minimum.body.message).toBe(`${CODE.minimum} has a minimum order of 10`)

    expect((await cart(buyer, line(CODE.box, 24))).body.subtotal).toBe(24 * 250)
    expect((await cart(buyer, line(CODE.minimum, 10))).status).toBe(201)
  })
})

describe('price lists', () => {
  it('a verified buyer pays the lowest of their valid lists, the tier and "Our price"', async () => {
    const buyer = await businessBuyer(true)
    await priceList({ customers: [buyer.id], lines: [{ code: CODE.tiered, price: 48_000 }] })
    await priceList({
      customers: [buyer.id],
      lines: [
        { code: CODE.tiered, price: 48_500 },
        { code: CODE.box, price: 24_050 },
      ],
    })

    const { reply, byCode } = await codesSeenBy(buyer.token)
    expect(reply.headers.get('cache-control')).toBe('no-store')
    expect(byCode[CODE.tiered]).toEqual(
      expect.objectContaining({
        discountedPrice: 480,
        publicPrice: 510,
        minQuantity: 1,
        multipleOf: 1,
        tiers: [
          { minQuantity: 10, price: 490 },
          { minQuantity: 50, price: 470 },
        ],
      }),
    )
    expect(byCode[CODE.box]).toMatchObject({ discountedPrice: 240.5, publicPrice: 250, multipleOf: 12, tiers: [] })
    expect(byCode[CODE.minimum]).toMatchObject({ discountedPrice: 100, publicPrice: 100, minQuantity: 10 })

    expect((await cart(buyer, line(CODE.tiered, 10))).body.subtotal).toBe(10 * 480)
    expect((await cart(buyer, line(CODE.tiered, 50))).body.subtotal).toBe(50 * 470)
    expect((await cart(buyer, line(CODE.box, 12))).body.subtotal).toBe(12 * 240.5)
  })

  it('a percentage off "Our price" for a category applies when it is the lowest', async () => {
    const buyer = await businessBuyer(true)
    await priceList({
      customers: [buyer.id],
      categoryDiscounts: [{ category: product.category, percent: 10 }],
      lines: [{ code: CODE.box, price: 20_000 }],
    })
    const { byCode } = await codesSeenBy(buyer.token)
    expect(byCode[CODE.tiered].discountedPrice).toBe(459)
    expect(byCode[CODE.box].discountedPrice).toBe(200)
    expect(byCode[CODE.minimum].discountedPrice).toBe(90)
  })

  it('applies a list only from its first day to its last day, both included', async () => {
    const today = shopToday()
    const buyer = await businessBuyer(true)
    await priceList({ customers: [buyer.id], validFrom: dayFrom(today, 1), lines: [{ code: CODE.tiered, price: 30_000 }] })
    await priceList({
      customers: [buyer.id],
      validFrom: dayFrom(today, -30),
      validUntil: dayFrom(today, -1),
      lines: [{ code: CODE.tiered, price: 30_100 }],
    })
    expect((await codesSeenBy(buyer.token)).byCode[CODE.tiered].discountedPrice).toBe(510)
    await priceList({
      customers: [buyer.id],
      validFrom: dayFrom(today, -30),
      validUntil: today,
      lines: [{ code: CODE.tiered, price: 30_200 }],
    })
    expect((await codesSeenBy(buyer.token)).byCode[CODE.tiered].discountedPrice).toBe(302)
  })

  it('an unverified account named in a list pays the public price', async () => {
    const buyer = await businessBuyer(false)
    await priceList({ customers: [buyer.id], lines: [{ code: CODE.tiered, price: 10_000 }] })
    expect((await codesSeenBy(buyer.token)).byCode[CODE.tiered]).toMatchObject({ discountedPrice: 510, publicPrice: 510 })
    expect((await cart(buyer, line(CODE.tiered, 1))).body.subtotal).toBe(510)
  })

  it("one buyer's prices are never served to another or to the public, in either order of reading", async () => {
    const buyer = await businessBuyer(true)
    const other = await businessBuyer(true)
    await priceList({ customers: [buyer.id], lines: [{ code: CODE.tiered, price: 12_300 }] })
    for (let round = 0; round < 2; round += 1) {
      expect((await codesSeenBy()).byCode[CODE.tiered].discountedPrice).toBe(510)
      expect((await codesSeenBy(buyer.token)).byCode[CODE.tiered].discountedPrice).toBe(123)
      expect((await codesSeenBy(other.token)).byCode[CODE.tiered].discountedPrice).toBe(510)
      expect((await codesSeenBy()).byCode[CODE.tiered]).not.toHaveProperty('publicPrice')
    }
    const ids = await call('POST', '/product/ids', { body: { ids: [product.id] } })
    expect(ids.body.data[0].variants[0].codes[0].discountedPrice).toBe(510)
    const own = await call('POST', '/product/ids', { token: buyer.token, body: { ids: [product.id] } })
    expect(own.body.data[0].variants[0].codes[0].discountedPrice).toBe(123)
  })

  it("quick order resolves codes at the buyer's price, with the pack rule", async () => {
    const buyer = await businessBuyer(true)
    await priceList({ customers: [buyer.id], lines: [{ code: CODE.box, price: 22_200 }] })
    const mine = await call('POST', '/product/codes', { token: buyer.token, body: { codes: [CODE.box] } })
    expect(mine.body.data[0]).toMatchObject({ discountedPrice: 222, publicPrice: 250, multipleOf: 12 })
    const anonymous = await call('POST', '/product/codes', { body: { codes: [CODE.box] } })
    expect(anonymous.body.data[0]).toMatchObject({ discountedPrice: 250, multipleOf: 12 })
  })

  it('the order charges the contract price (and so does its invoice, from the order lines)', async () => {
    const buyer = await businessBuyer(true)
    await priceList({ customers: [buyer.id], lines: [{ code: CODE.tiered, price: 45_550 }] })
    const cartReply = await cart(buyer, line(CODE.tiered, 2))
    expect(cartReply.body.subtotal).toBe(911)
    const order = await post(
      '/order/create',
      { cartId: cartReply.body.cartId, addressId: buyer.addressId, paymentType: 'COD', orderAmount: 911 },
      buyer.token,
      buyer.ip,
    )
    expect(order.status, order.text).toBe(201)
    const stored = await storedOrder(order.body.orderId)
    expect(stored.lines[0]).toMatchObject({ code: CODE.tiered, quantity: 2, unitPrice: 45550 })
    expect(stored.total).toBe(91100)
  })

  it("staff replace a list's lines from a CSV; bad rows are refused with their row numbers", async () => {
    const buyer = await businessBuyer(true)
    const id = await priceList({ customers: [buyer.id], lines: [{ code: CODE.tiered, price: 50_000 }] })
    const headers = { Authorization: `JWT ${await staffToken('orders')}`, 'Content-Type': 'text/csv' }
    const url = `${baseUrl()}/api/staff/price-lists/${id}/lines.csv`
    const bad = await request('POST', url, { headers, raw: `code,price\n${CODE.tiered},abc\n,5\n` })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([
      { field: 'row 2', message: `The price of ${CODE.tiered} must be rupees above 0, e.g. 489.50` },
      { field: 'row 3', message: 'The code is missing' },
    ])
    const good = await request('POST', url, { headers, raw: `code,price\n${CODE.tiered},"₹1,234.50"\n${CODE.box},199\n` })
    expect(good.status, good.text).toBe(200)
    expect(good.body).toEqual({ id, lines: 2 })
    // The CSV has rupees for people; the list keeps paise like every stored amount.
    const stored = (await rest('GET', `/price-lists/${id}?depth=0`)).body.lines as { code: string; price: number }[]
    expect(stored.map((line) => [line.code, line.price])).toEqual([
      [CODE.tiered, 123_450],
      [CODE.box, 19_900],
    ])
    expect((await codesSeenBy(buyer.token)).byCode[CODE.box].discountedPrice).toBe(199)
    const editor = await request('POST', url, { headers: { ...headers, Authorization: `JWT ${await staffToken('editor')}` }, raw: 'x,1' })
    expect(editor.status).toBe(403)
  })

  it('a trade price written over REST is whole paise above zero (a script still sending rupees with decimals is refused)', async () => {
    const rupees = await rest('POST', '/price-lists', { name: 'Rupees', validFrom: shopToday(), lines: [{ code: CODE.box, price: 240.5 }] })
    expect(rupees.status).toBe(400)
    expect(JSON.stringify(rupees.body)).toContain('lines.0.price')
    const free = await rest('PATCH', `/products/${product.id}`, {
      variants: [
        {
          size: '3-0',
          codes: [{ shortCode: CODE.tiered, originalPrice: 60000, discountedPrice: 51000, tiers: [{ minQuantity: 10, price: 0 }] }],
        },
      ],
    })
    expect(free.status).toBe(400)
    expect(JSON.stringify(free.body)).toContain('Enter a price above ₹0')
  })

  it('price lists are staff data: catalogue editors and customers cannot read or write them', async () => {
    const buyer = await businessBuyer(true)
    const editor = { Authorization: `JWT ${await staffToken('editor')}` }
    expect((await request('GET', `${baseUrl()}/api/price-lists`, { headers: editor })).status).toBe(403)
    expect((await request('GET', `${baseUrl()}/api/price-lists`, { headers: { Authorization: `JWT ${buyer.token}` } })).status).toBe(403)
    const asOrders = await request('GET', `${baseUrl()}/api/price-lists?limit=1`, {
      headers: { Authorization: `JWT ${await staffToken('orders')}` },
    })
    expect(asOrders.status).toBe(200)
  })
})

describe('customer groups', () => {
  async function group(name: string, customers: string[]) {
    const reply = await rest('POST', '/customer-groups', { name: `${name} ${unique}`, customers })
    expect(reply.status, reply.text).toBe(201)
    return reply.body.doc.id as string
  }

  it('a list given to a group prices for its verified members only; leaving the group takes effect at once', async () => {
    const member = await businessBuyer(true)
    const unverifiedMember = await businessBuyer(false)
    const outsider = await businessBuyer(true)
    const groupId = await group('North hospitals', [member.id, unverifiedMember.id])
    // Read once before the list exists: the member's terms are then cached without it.
    expect((await codesSeenBy(member.token)).byCode[CODE.tiered].discountedPrice).toBe(510)
    await priceList({ customerGroups: [groupId], lines: [{ code: CODE.tiered, price: 40_100 }] })

    expect((await codesSeenBy(member.token)).byCode[CODE.tiered]).toMatchObject({ discountedPrice: 401, publicPrice: 510 })
    expect((await cart(member, line(CODE.tiered, 2))).body.subtotal).toBe(802)
    expect((await codesSeenBy(unverifiedMember.token)).byCode[CODE.tiered].discountedPrice).toBe(510)
    expect((await codesSeenBy(outsider.token)).byCode[CODE.tiered].discountedPrice).toBe(510)
    expect((await codesSeenBy()).byCode[CODE.tiered].discountedPrice).toBe(510)

    expect((await rest('PATCH', `/customer-groups/${groupId}`, { customers: [unverifiedMember.id] })).status).toBe(200)
    expect((await codesSeenBy(member.token)).byCode[CODE.tiered].discountedPrice).toBe(510)
    expect((await cart(member, line(CODE.tiered, 2))).body.subtotal).toBe(1020)

    expect((await rest('PATCH', `/customer-groups/${groupId}`, { customers: [unverifiedMember.id, outsider.id] })).status).toBe(200)
    expect((await codesSeenBy(outsider.token)).byCode[CODE.tiered].discountedPrice).toBe(401)

    // A group named by a list can be deleted; its members lose the list.
    expect((await rest('DELETE', `/customer-groups/${groupId}`)).status).toBe(200)
    expect((await codesSeenBy(outsider.token)).byCode[CODE.tiered].discountedPrice).toBe(510)
  })

  it('a buyer named directly and through a group gets the lowest price of both lists', async () => {
    const buyer = await businessBuyer(true)
    const groupId = await group('Distributors', [buyer.id])
    await priceList({ customers: [buyer.id], lines: [{ code: CODE.tiered, price: 45_000 }] })
    await priceList({
      customerGroups: [groupId],
      lines: [
        { code: CODE.tiered, price: 46_000 },
        { code: CODE.box, price: 23_000 },
      ],
    })
    const { byCode } = await codesSeenBy(buyer.token)
    expect(byCode[CODE.tiered].discountedPrice).toBe(450)
    expect(byCode[CODE.box].discountedPrice).toBe(230)
  })

  it('customer groups are staff data: catalogue editors and customers cannot read or write them', async () => {
    const buyer = await businessBuyer(true)
    const url = `${baseUrl()}/api/customer-groups`
    expect((await request('GET', url, { headers: { Authorization: `JWT ${await staffToken('editor')}` } })).status).toBe(403)
    expect((await request('GET', url, { headers: { Authorization: `JWT ${buyer.token}` } })).status).toBe(403)
    const asBuyer = await request('POST', url, {
      headers: { Authorization: `JWT ${buyer.token}` },
      body: { name: 'Mine', customers: [buyer.id] },
    })
    expect(asBuyer.status).toBe(403)
    const asOrders = await request('POST', url, {
      headers: { Authorization: `JWT ${await staffToken('orders')}` },
      body: { name: `Clinics ${unique}`, customers: [buyer.id] },
    })
    expect(asOrders.status, asOrders.text).toBe(201)
  })
})
