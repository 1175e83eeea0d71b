import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { MSG } from '../../cms/contract/messages'
import { shopDay } from '../../cms/lib/shop-time'
import { baseUrl, get, request, rest, staffToken } from '../helpers/api'
import { moveOrder, newCustomer, newOrder, storedOrder, type Customer, type Purchasable } from '../helpers/orders'
import { expectStockCheckClean } from '../helpers/stock-check'

/**
 * First expiry first out (docs/requirements.md, stock): `GET /api/staff/orders/{id}/pick` suggests each line's lots,
 * soonest expiry first, skipping lots short of the buyer's minimum shelf life; shipping checks the chosen lots against
 * the warehouse (409 naming code and lot, nothing written) and takes them out of stock once.
 */
const unique = `${Date.now().toString(36).toUpperCase()}${randomInt(100, 999)}`
const CODE = { plain: `PK${unique}A`, months: `PK${unique}B`, fraction: `PK${unique}C`, split: `PK${unique}D`, ship: `PK${unique}S` }
const UNTRACKED = `PK${unique}U`
const courier = { courier: 'Blue Parcel', trackingNumber: `AWB-${unique}` }

const today = shopDay(new Date())
const monthsFromNow = (months: number) => {
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + months, 1))
  return date.toISOString().slice(0, 7)
}
const THIS_MONTH = monthsFromNow(0)
const SOON = monthsFromNow(6)
const LATER = monthsFromNow(18)
const LATEST = monthsFromNow(36)

let tracked: Record<keyof typeof CODE, Purchasable>
let untracked: Purchasable
let warehouse: string

async function createProduct(name: string, codes: string[], tracksStock: boolean): Promise<Purchasable[]> {
  const categories = await get('/category')
  const created = await rest('POST', '/products', {
    name,
    category: categories.body.data[0]._id,
    _status: 'published',
    tracksStock,
    // Orders beyond stock are allowed, so a line can be short when it is picked.
    allowBackorder: true,
    variants: [{ size: 'General', codes: codes.map((shortCode) => ({ shortCode, originalPrice: 50_000, discountedPrice: 40_000 })) }],
  })
  expect(created.status, created.text).toBe(201)
  return codes.map((code) => ({ product: created.body.doc.id, name, size: 'General', code, price: 40_000 }))
}

/** The same lots for a code: one expiring this month (short of the site's month), one in 6 months, one made long ago, one fresh. */
async function receiveLots(code: string) {
  const reply = await rest('POST', '/staff/stock/receipts', {
    lines: [
      { code, lot: 'EXPIRING', expiry: THIS_MONTH, quantity: 50 },
      { code, lot: 'SOON', expiry: SOON, quantity: 3 },
      { code, lot: 'OLD', expiry: LATER, quantity: 10, manufactured: monthsFromNow(-120) },
      { code, lot: 'FRESH', expiry: LATEST, quantity: 40, manufactured: THIS_MONTH },
    ],
  })
  expect(reply.status, reply.text).toBe(201)
}

async function customerId(customer: Customer): Promise<string> {
  const reply = await rest('GET', `/customers?depth=0&where[email][equals]=${encodeURIComponent(customer.email)}`)
  return reply.body.docs[0].id
}

const pickAs = async (orderId: string, token?: string) => {
  const order = await storedOrder(orderId)
  return request('GET', `${baseUrl()}/api/staff/orders/${order.id}/pick`, { headers: token ? { Authorization: `JWT ${token}` } : {} })
}

async function lotBalance(code: string, lot: string) {
  const reply = await rest('GET', `/stock-lots?depth=0&where[code][equals]=${code}&where[lot][equals]=${lot}`)
  return reply.body.docs[0] as { onHand: number; reserved: number; available: number }
}

async function movementsOf(orderId: string) {
  const reply = await rest('GET', `/stock-movements?depth=0&limit=100&sort=createdAt&where[document][equals]=${orderId}`)
  return reply.body.docs as { type: string; code: string; lot: string; quantity: number }[]
}

const ledgerSize = async () => (await rest('GET', '/stock-movements?limit=1&depth=0')).body.totalDocs as number

beforeAll(async () => {
  const codes = await createProduct(`Pick Probe ${unique}`, Object.values(CODE), true)
  tracked = Object.fromEntries(Object.keys(CODE).map((key, index) => [key, codes[index]])) as typeof tracked
  ;[untracked] = await createProduct(`Pick Untracked ${unique}`, [UNTRACKED], false)
  for (const code of Object.values(CODE)) await receiveLots(code)
  const email = `picker-${unique.toLowerCase()}@example.com`
  expect((await rest('POST', '/users', { email, password: 'Warehouse#123', name: 'Picker', roles: ['warehouse'] })).status).toBe(201)
  warehouse = (await request('POST', `${baseUrl()}/api/users/login`, { body: { email, password: 'Warehouse#123' } })).body.token
})

describe('GET /api/staff/orders/{id}/pick', () => {
  it('picks the lot expiring first, skipping lots short of the site minimum, splitting a line across lots', async () => {
    const buyer = await newCustomer('Picker')
    const { orderId } = await newOrder(buyer, [
      { item: tracked.plain, quantity: 8 },
      { item: untracked, quantity: 2 },
    ])
    const reply = await pickAs(orderId, await staffToken('orders'))
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toEqual({
      orderId,
      minimumShelfLife: { months: 1, fraction: null },
      lines: [
        {
          code: CODE.plain,
          quantity: 8,
          tracked: true,
          lots: [
            { lot: 'SOON', expiry: SOON, quantity: 3 },
            { lot: 'OLD', expiry: LATER, quantity: 5 },
          ],
          short: 0,
        },
        { code: UNTRACKED, quantity: 2, tracked: false },
      ],
    })
  })

  it('says how many units of a line no lot covers', async () => {
    const buyer = await newCustomer('Short')
    const { orderId } = await newOrder(buyer, [{ item: tracked.split, quantity: 60 }])
    const reply = await pickAs(orderId, warehouse)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.lines).toEqual([
      {
        code: CODE.split,
        quantity: 60,
        tracked: true,
        lots: [
          { lot: 'SOON', expiry: SOON, quantity: 3 },
          { lot: 'OLD', expiry: LATER, quantity: 10 },
          { lot: 'FRESH', expiry: LATEST, quantity: 40 },
        ],
        short: 7,
      },
    ])
  })

  it("keeps the buyer's own minimum in months", async () => {
    const buyer = await newCustomer('Tender')
    const id = await customerId(buyer)
    expect((await rest('PATCH', `/customers/${id}`, { minimumShelfLife: { months: 12 } })).status).toBe(200)
    const { orderId } = await newOrder(buyer, [{ item: tracked.months, quantity: 8 }])
    const reply = await pickAs(orderId, await staffToken('orders'))
    expect(reply.body.minimumShelfLife).toEqual({ months: 12, fraction: null })
    expect(reply.body.lines[0].lots).toEqual([{ lot: 'OLD', expiry: LATER, quantity: 8 }])
  })

  it("keeps a price list's fraction of shelf life, judged from the manufacturing date", async () => {
    const buyer = await newCustomer('Contract')
    const id = await customerId(buyer)
    const list = await rest('POST', '/price-lists', {
      name: `Tender ${unique}`,
      validFrom: `${today}T00:00:00.000Z`,
      customers: [id],
      minimumShelfLife: { fraction: '5/6' },
    })
    expect(list.status, list.text).toBe(201)
    const { orderId } = await newOrder(buyer, [{ item: tracked.fraction, quantity: 8 }])
    const reply = await pickAs(orderId, await staffToken('orders'))
    expect(reply.body.minimumShelfLife).toEqual({ months: 1, fraction: 5 / 6 })
    // SOON has no manufacturing date: the months decide. OLD, made ten years ago, has far less than 5/6 left.
    expect(reply.body.lines[0].lots).toEqual([
      { lot: 'SOON', expiry: SOON, quantity: 3 },
      { lot: 'FRESH', expiry: LATEST, quantity: 5 },
    ])
    expect((await rest('PATCH', `/price-lists/${list.body.doc.id}`, { minimumShelfLife: { fraction: '7/6' } })).status).toBe(400)
  })

  it('answers only order managers, warehouse staff and admins', async () => {
    const buyer = await newCustomer('Nosy')
    const { orderId } = await newOrder(buyer, [{ item: untracked, quantity: 1 }])
    expect((await pickAs(orderId)).status).toBe(401)
    expect((await pickAs(orderId, await staffToken('editor'))).status).toBe(403)
    expect((await pickAs(orderId, buyer.token)).status).toBe(403)
    expect((await pickAs(orderId, await staffToken('admin'))).status).toBe(200)
    const unknown = await request('GET', `${baseUrl()}/api/staff/orders/NS-00000000-XXXX/pick`, {
      headers: { Authorization: `JWT ${warehouse}` },
    })
    expect(unknown.status).toBe(404)
  })
})

describe('shipping checks the lots against the warehouse', () => {
  let orderId: string
  const ship = (lots: { lot: string; quantity: number; expiry?: string }[]) =>
    moveOrder(orderId, 'SHIPPED', { shipment: { ...courier, lots: lots.map((lot) => ({ code: CODE.ship, expiry: LATEST, ...lot })) } })

  beforeAll(async () => {
    orderId = (await newOrder(await newCustomer('Shipper'), [{ item: tracked.ship, quantity: 4 }])).orderId
  })

  it('refuses an unknown lot, a lot holding too few and a lot too short for the buyer with 409, writing nothing', async () => {
    const before = await ledgerSize()
    const unknown = await ship([{ lot: 'NOPE', quantity: 4 }])
    expect(unknown.status, unknown.text).toBe(409)
    expect(unknown.body.errors[0].message).toBe(MSG.shipping.lotUnknown(CODE.ship, 'NOPE'))
    const exhausted = await ship([{ lot: 'SOON', quantity: 4, expiry: SOON }])
    expect(exhausted.status, exhausted.text).toBe(409)
    expect(exhausted.body.errors[0].message).toBe(MSG.shipping.lotShort(CODE.ship, 'SOON', 3))
    const expiring = await ship([{ lot: 'EXPIRING', quantity: 4, expiry: THIS_MONTH }])
    expect(expiring.status, expiring.text).toBe(409)
    expect(expiring.body.errors[0].message).toBe(MSG.shipping.lotTooShort(CODE.ship, 'EXPIRING', THIS_MONTH, '1 month'))
    expect(await ledgerSize()).toBe(before)
    expect((await storedOrder(orderId)).status).toBe('ORDERED')
    expect(await lotBalance(CODE.ship, 'SOON')).toMatchObject({ onHand: 3 })
  })

  it('takes the shipped lots out of stock once, however often the shipment is saved', async () => {
    const shipped = await ship([
      { lot: 'soon', quantity: 3, expiry: SOON },
      { lot: 'OLD', quantity: 1, expiry: LATER },
    ])
    expect(shipped.status, shipped.text).toBe(200)
    expect(await lotBalance(CODE.ship, 'SOON')).toMatchObject({ onHand: 0, available: 0 })
    expect(await lotBalance(CODE.ship, 'OLD')).toMatchObject({ onHand: 9 })
    const shipments = (await movementsOf(orderId)).filter((movement) => movement.type === 'shipment')
    expect(shipments.map(({ code, lot, quantity }) => ({ code, lot, quantity }))).toEqual([
      { code: CODE.ship, lot: 'SOON', quantity: -3 },
      { code: CODE.ship, lot: 'OLD', quantity: -1 },
    ])
    const corrected = await moveOrder(orderId, 'SHIPPED', { shipment: { ...courier, trackingNumber: `AWB2-${unique}` } })
    expect(corrected.status, corrected.text).toBe(200)
    expect(await lotBalance(CODE.ship, 'OLD')).toMatchObject({ onHand: 9 })
    expect((await movementsOf(orderId)).filter((movement) => movement.type === 'shipment')).toHaveLength(2)
  })

  it('accepts typed lots for a product that does not track stock', async () => {
    const { orderId: untrackedOrder } = await newOrder(await newCustomer('Typed'), [{ item: untracked, quantity: 2 }])
    const reply = await moveOrder(untrackedOrder, 'SHIPPED', {
      shipment: { ...courier, lots: [{ code: UNTRACKED, lot: 'TYPED-1', expiry: LATEST, quantity: 2 }] },
    })
    expect(reply.status, reply.text).toBe(200)
    expect(await movementsOf(untrackedOrder)).toEqual([])
  })
})

it('leaves every balance equal to the sum of its movements (npm run stock:check)', async () => {
  await expectStockCheckClean()
})
