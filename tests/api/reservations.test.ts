import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { shopDay } from '../../cms/lib/shop-time'
import { LOW_STOCK_CODE } from '../../seed/data/stock'
import { get, post, rest } from '../helpers/api'
import { moveOrder, newCart, newCustomer, newOrder, subtotalOf, type Customer, type Line, type Purchasable } from '../helpers/orders'
import { expectStockCheckClean } from '../helpers/stock-check'

/**
 * Placing an order reserves its units, first expiry first, from lots with the site's minimum shelf life left
 * (docs/decisions, stock reservations); beyond stock, a product without backorders answers 409 naming the code and
 * what is available, reserving nothing; a cancellation releases at once.
 */
const unique = `${Date.now().toString(36).toUpperCase()}${randomInt(100, 999)}`
const CODE = { five: `RS${unique}F`, ten: `RS${unique}T`, backorder: `RS${unique}B` }
const PRICE = 40_000
const thisMonth = shopDay(new Date()).slice(0, 7)
const inTwoYears = `${Number(thisMonth.slice(0, 4)) + 2}${thisMonth.slice(4)}`
const inThreeYears = `${Number(thisMonth.slice(0, 4)) + 3}${thisMonth.slice(4)}`

let buyer: Customer
const item: Record<keyof typeof CODE, Purchasable> = {} as never

async function createProduct(name: string, codes: string[], stock: { allowBackorder?: boolean; leadTimeDays?: number } = {}) {
  const categories = await get('/category')
  const created = await rest('POST', '/products', {
    name,
    category: categories.body.data[0]._id,
    _status: 'published',
    tracksStock: true,
    ...stock,
    variants: [{ size: 'General', codes: codes.map((shortCode) => ({ shortCode, originalPrice: 50_000, discountedPrice: PRICE })) }],
  })
  expect(created.status, created.text).toBe(201)
  return created.body.doc.id as string
}

/** Every lot of a code, by lot number: on hand, reserved, available. */
async function balances(code: string): Promise<Record<string, { onHand: number; reserved: number; available: number }>> {
  const reply = await rest('GET', `/stock-lots?depth=0&limit=100&where[code][equals]=${encodeURIComponent(code)}`)
  expect(reply.status, reply.text).toBe(200)
  return Object.fromEntries(
    reply.body.docs.map((lot: { lot: string; onHand: number; reserved: number; available: number }) => [
      lot.lot,
      { onHand: lot.onHand, reserved: lot.reserved, available: lot.available },
    ]),
  )
}

/** How many movements of `type` an order has, and how many of them have an entry in the audit trail. */
async function auditEntriesOf(orderId: string, type: 'reservation' | 'release') {
  const movements = await rest('GET', `/stock-movements?depth=0&limit=100&where[document][equals]=${orderId}&where[type][equals]=${type}`)
  const ids: string[] = movements.body.docs.map((movement: { id: string }) => movement.id)
  const entries = await rest(
    'GET',
    `/audit-entries?depth=0&limit=100&where[source][equals]=stock-movements&where[documentId][in]=${ids.join(',')}`,
  )
  expect(entries.status, entries.text).toBe(200)
  return { movements: ids.length, audited: entries.body.totalDocs as number }
}

const reservedOf = async (code: string) => Object.values(await balances(code)).reduce((sum, lot) => sum + lot.reserved, 0)

function placeOrder(customer: Customer, cartId: string, lines: Line[], paymentType: 'COD' | 'ONLINE' = 'COD') {
  return post(
    '/order/create',
    { cartId, paymentType, addressId: customer.addressId, orderAmount: subtotalOf(lines) / 100 },
    customer.token,
    customer.ip,
  )
}

beforeAll(async () => {
  const tracked = await createProduct(`Reservation Probe ${unique}`, [CODE.five, CODE.ten])
  const backorder = await createProduct(`Reservation Backorder ${unique}`, [CODE.backorder], { allowBackorder: true, leadTimeDays: 7 })
  for (const [key, code] of Object.entries(CODE) as [keyof typeof CODE, string][]) {
    item[key] = { product: key === 'backorder' ? backorder : tracked, name: code, size: 'General', code, price: PRICE }
  }
  const receipt = await rest('POST', '/staff/stock/receipts', {
    lines: [
      { code: CODE.five, lot: `F-LATE-${unique}`, expiry: inThreeYears, quantity: 3 },
      { code: CODE.five, lot: `F-EARLY-${unique}`, expiry: inTwoYears, quantity: 2 },
      // Expires this month: too short to sell, never reserved.
      { code: CODE.five, lot: `F-SHORT-${unique}`, expiry: thisMonth, quantity: 50 },
      { code: CODE.ten, lot: `T-${unique}`, expiry: inTwoYears, quantity: 10 },
      { code: CODE.backorder, lot: `B-${unique}`, expiry: inTwoYears, quantity: 2 },
    ],
  })
  expect(receipt.status, receipt.text).toBe(201)
  buyer = await newCustomer('Reserver')
})

describe('placing an order reserves its stock', () => {
  it('answers 409 naming the code and what is available, reserves nothing, and leaves the cart open', async () => {
    const lines = [
      { item: item.ten, quantity: 2 },
      { item: item.five, quantity: 6 },
    ]
    const cartId = await newCart(buyer, lines)
    const refused = await placeOrder(buyer, cartId, lines)
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect(refused.body).toEqual({
      message: `Only 5 of ${CODE.five} are available.`,
      errors: [{ field: 'products.1', code: CODE.five, available: 5, message: `Only 5 of ${CODE.five} are available.` }],
    })
    expect(await reservedOf(CODE.five)).toBe(0)
    expect(await reservedOf(CODE.ten)).toBe(0)
    const cart = await rest('GET', `/carts/${cartId}?depth=0`)
    expect(cart.body.status).toBe('open')
  })

  it("names the seed's low code with its 3 available", async () => {
    const found = await rest(
      'GET',
      `/products?depth=0&limit=1&where[variants.codes.shortCode][equals]=${encodeURIComponent(LOW_STOCK_CODE)}`,
    )
    const product = found.body.docs[0]
    const variant = product.variants.find((size: { codes: { shortCode: string }[] }) =>
      size.codes.some((c) => c.shortCode === LOW_STOCK_CODE),
    )
    const code = variant.codes.find((c: { shortCode: string }) => c.shortCode === LOW_STOCK_CODE)
    const lines = [
      {
        item: { product: product.id, name: product.name, size: variant.size, code: LOW_STOCK_CODE, price: code.discountedPrice },
        quantity: 4,
      },
    ]
    const refused = await placeOrder(buyer, await newCart(buyer, lines), lines)
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect(refused.body.message).toBe(`Only 3 of ${LOW_STOCK_CODE} are available.`)
  })

  it('reserves each line first expiry first, leaving lots too short to sell untouched', async () => {
    const { orderId } = await newOrder(buyer, [
      { item: item.five, quantity: 3 },
      { item: item.ten, quantity: 4 },
    ])
    expect(orderId).toBeTruthy()
    expect(await balances(CODE.five)).toEqual({
      [`F-EARLY-${unique}`]: { onHand: 2, reserved: 2, available: 0 },
      [`F-LATE-${unique}`]: { onHand: 3, reserved: 1, available: 2 },
      [`F-SHORT-${unique}`]: { onHand: 50, reserved: 0, available: 50 },
    })
    expect(await reservedOf(CODE.ten)).toBe(4)
    const movements = await rest('GET', `/stock-movements?depth=0&where[document][equals]=${orderId}&where[type][equals]=reservation`)
    expect(movements.body.totalDocs).toBe(3)

    const cancelled = await post('/order/cancel', { orderId, reason: 'Ordered the wrong size' }, buyer.token, buyer.ip)
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(await reservedOf(CODE.five)).toBe(0)
    expect(await reservedOf(CODE.ten)).toBe(0)
  })

  it('releases at once when staff cancel, and only once', async () => {
    const { orderId } = await newOrder(buyer, [{ item: item.ten, quantity: 5 }])
    expect(await reservedOf(CODE.ten)).toBe(5)
    const moved = await moveOrder(orderId, 'CANCELLED', { cancellation: { reason: 'Buyer asked by phone' } })
    expect(moved.status, moved.text).toBe(200)
    expect(await reservedOf(CODE.ten)).toBe(0)
    const again = await moveOrder(orderId, 'CANCELLED', { cancellation: { reason: 'Saved twice' } })
    expect([200, 400, 409]).toContain(again.status)
    const releases = await rest('GET', `/stock-movements?depth=0&where[document][equals]=${orderId}&where[type][equals]=release`)
    expect(releases.body.totalDocs).toBe(1)
    // The audit trail holds what staff did: their release, not the buyer's reservation at checkout (in the ledger).
    expect(await auditEntriesOf(orderId, 'reservation')).toEqual({ movements: 1, audited: 0 })
    expect(await auditEntriesOf(orderId, 'release')).toEqual({ movements: 1, audited: 1 })
  })

  it('takes a backorder beyond stock, reserving what there is', async () => {
    const { orderId } = await newOrder(buyer, [{ item: item.backorder, quantity: 5 }])
    expect(orderId).toBeTruthy()
    expect(await balances(CODE.backorder)).toEqual({ [`B-${unique}`]: { onHand: 2, reserved: 2, available: 0 } })
  })
})

it('leaves every balance agreeing with its movements (npm run stock:check)', async () => {
  await expectStockCheckClean()
}, 120_000)
