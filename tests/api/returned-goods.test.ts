import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { get, post, rest } from '../helpers/api'
import { asOrderManager, moveOrder, newCustomer, newOrder, type Customer, type Purchasable } from '../helpers/orders'
import { expectStockCheckClean } from '../helpers/stock-check'

/**
 * A received return's goods, chosen per line by staff for products that track stock: back into the lot they were
 * shipped from at the main warehouse, into quarantine (never available to buyers), or written off with a reason.
 */
const unique = `${Date.now().toString(36).toUpperCase()}${randomInt(100, 999)}`
const CODE = { first: `RG${unique}A`, second: `RG${unique}B`, untracked: `RG${unique}U` }
const LOT = { first: `RGA-${unique}`, second: `RGB-${unique}` }
const EXPIRY = '2030-06'

let buyer: Customer
let items: Record<keyof typeof CODE, Purchasable>

async function createProduct(name: string, codes: string[], tracksStock: boolean): Promise<string> {
  const categories = await get('/category')
  const created = await rest('POST', '/products', {
    name,
    category: categories.body.data[0]._id,
    _status: 'published',
    tracksStock,
    // A threshold above any figure here: buyers see the quantity available ("Only N left").
    variants: [
      {
        size: 'General',
        codes: codes.map((shortCode) => ({ shortCode, lowStockThreshold: 1000, originalPrice: 50_000, discountedPrice: 40_000 })),
      },
    ],
  })
  expect(created.status, created.text).toBe(201)
  return created.body.doc.id as string
}

const item = (product: string, name: string, code: string): Purchasable => ({ product, name, size: 'General', code, price: 40_000 })

/** The units of a code's lot at each location (by location code), as staff read the balances. */
async function balances(code: string, lot: string): Promise<Record<string, number>> {
  const reply = await rest('GET', `/stock-lots?depth=1&limit=10&where[code][equals]=${code}&where[lot][equals]=${lot}`)
  expect(reply.status, reply.text).toBe(200)
  return Object.fromEntries(reply.body.docs.map((doc: { location: { code: string }; onHand: number }) => [doc.location.code, doc.onHand]))
}

async function availableToBuyers(code: string): Promise<unknown> {
  const reply = await post('/product/codes', { codes: [code] })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.data[0].availability
}

async function movementsOf(document: string): Promise<{ type: string; code: string; lot: string; quantity: number }[]> {
  const reply = await rest('GET', `/stock-movements?depth=0&limit=50&sort=createdAt&where[document][equals]=${document}`)
  expect(reply.status, reply.text).toBe(200)
  return reply.body.docs.map(({ type, code, lot, quantity }: Record<string, unknown>) => ({ type, code, lot, quantity }))
}

/** A delivered order of 3 of each code, shipped from the received lots; and a return of `quantity` of each. */
async function returnOfDeliveredOrder(quantity: number): Promise<{ returnId: string; id: string }> {
  const { orderId } = await newOrder(buyer, [
    { item: items.first, quantity: 3 },
    { item: items.second, quantity: 3 },
    { item: items.untracked, quantity: 3 },
  ])
  const lots = [
    { code: CODE.first, lot: LOT.first, expiry: EXPIRY, quantity: 3 },
    { code: CODE.second, lot: LOT.second, expiry: EXPIRY, quantity: 3 },
    { code: CODE.untracked, lot: 'TYPED-1', expiry: EXPIRY, quantity: 3 },
  ]
  const shipped = await moveOrder(orderId, 'SHIPPED', { shipment: { courier: 'Blue Parcel', trackingNumber: `AWB-${orderId}`, lots } })
  expect(shipped.status, shipped.text).toBe(200)
  expect((await moveOrder(orderId, 'DELIVERED')).status).toBe(200)
  const lines = Object.values(CODE).map((code) => ({ code, quantity }))
  const created = await post('/return/create', { orderId, kind: 'RETURN', lines, reason: 'DAMAGED' }, buyer.token, buyer.ip)
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const returnId = created.body.returnId as string
  const found = await asOrderManager('GET', `/returns?where[returnId][equals]=${returnId}&depth=0`)
  const id = found.body.docs[0].id as string
  expect((await asOrderManager('PATCH', `/returns/${id}`, { status: 'APPROVED' })).status).toBe(200)
  return { returnId, id }
}

const receive = (id: string, goods: unknown) => asOrderManager('PATCH', `/returns/${id}`, { status: 'RECEIVED', goods })

beforeAll(async () => {
  buyer = await newCustomer('Returned goods buyer')
  const tracked = await createProduct(`Returned Goods Probe ${unique}`, [CODE.first, CODE.second], true)
  const untracked = await createProduct(`Returned Goods Untracked ${unique}`, [CODE.untracked], false)
  items = {
    first: item(tracked, `Returned Goods Probe ${unique}`, CODE.first),
    second: item(tracked, `Returned Goods Probe ${unique}`, CODE.second),
    untracked: item(untracked, `Returned Goods Untracked ${unique}`, CODE.untracked),
  }
  const receipt = await rest('POST', '/staff/stock/receipts', {
    lines: [
      { code: CODE.first, lot: LOT.first, expiry: EXPIRY, quantity: 20 },
      { code: CODE.second, lot: LOT.second, expiry: EXPIRY, quantity: 20 },
    ],
  })
  expect(receipt.status, receipt.text).toBe(201)
})

describe('receiving a return: what happens to each line’s goods', () => {
  it('requires a choice for each line of a product that tracks stock, naming the line, and moves nothing without', async () => {
    const { id, returnId } = await returnOfDeliveredOrder(1)
    const before = await balances(CODE.first, LOT.first)
    const none = await receive(id, [])
    expect(none.status, none.text).toBe(400)
    expect(none.body.errors[0].data.errors).toEqual([
      { path: 'goods.0.action', message: `Line 1 (${CODE.first}): choose back to stock, quarantine or write-off` },
      { path: 'goods.1.action', message: `Line 2 (${CODE.second}): choose back to stock, quarantine or write-off` },
    ])
    const noReason = await receive(id, [{ action: 'stock' }, { action: 'write-off', writeOffReason: '  ' }])
    expect(noReason.status, noReason.text).toBe(400)
    expect(noReason.body.errors[0].data.errors).toEqual([
      { path: 'goods.1.writeOffReason', message: `Line 2 (${CODE.second}): give the reason for the write-off` },
    ])
    const stored = await asOrderManager('GET', `/returns/${id}?depth=0`)
    expect(stored.body.status).toBe('APPROVED')
    expect(await movementsOf(returnId)).toEqual([])
    expect(await balances(CODE.first, LOT.first)).toEqual(before)
  })

  it('puts goods back into the lot they were shipped from, or into quarantine where buyers never get them', async () => {
    const { id, returnId } = await returnOfDeliveredOrder(2)
    const first = await balances(CODE.first, LOT.first)
    const second = await balances(CODE.second, LOT.second)
    const secondForBuyers = await availableToBuyers(CODE.second)
    const received = await receive(id, [{ action: 'stock' }, { action: 'quarantine' }, {}])
    expect(received.status, received.text).toBe(200)
    expect(await balances(CODE.first, LOT.first)).toEqual({ ...first, MAIN: first.MAIN! + 2 })
    expect(await balances(CODE.second, LOT.second)).toEqual({ ...second, QUARANTINE: (second.QUARANTINE ?? 0) + 2 })
    expect(await movementsOf(returnId)).toEqual([
      { type: 'return', code: CODE.first, lot: LOT.first, quantity: 2 },
      { type: 'quarantine', code: CODE.second, lot: LOT.second, quantity: 2 },
    ])
    expect(await availableToBuyers(CODE.second)).toEqual(secondForBuyers)
    expect(await availableToBuyers(CODE.first)).toEqual({ status: 'LOW', quantity: (await balances(CODE.first, LOT.first)).MAIN })
    const stored = await asOrderManager('GET', `/returns/${id}?depth=0`)
    expect(stored.body.goods).toMatchObject([
      { code: CODE.first, quantity: 2, action: 'stock' },
      { code: CODE.second, quantity: 2, action: 'quarantine' },
      { code: CODE.untracked, quantity: 2, action: null },
    ])
    await expectStockCheckClean()
  })

  it('writes goods off with the reason on the return and no change to stock', async () => {
    const { id, returnId } = await returnOfDeliveredOrder(1)
    const first = await balances(CODE.first, LOT.first)
    const second = await balances(CODE.second, LOT.second)
    const received = await receive(id, [
      { action: 'write-off', writeOffReason: 'Seal broken' },
      { action: 'write-off', writeOffReason: 'Wet carton' },
    ])
    expect(received.status, received.text).toBe(200)
    expect(await movementsOf(returnId)).toEqual([])
    expect(await balances(CODE.first, LOT.first)).toEqual(first)
    expect(await balances(CODE.second, LOT.second)).toEqual(second)
    const stored = await asOrderManager('GET', `/returns/${id}?depth=0`)
    expect(stored.body.goods).toMatchObject([
      { code: CODE.first, action: 'write-off', writeOffReason: 'Seal broken' },
      { code: CODE.second, action: 'write-off', writeOffReason: 'Wet carton' },
      { code: CODE.untracked, action: null, writeOffReason: null },
    ])
  })

  it('adds the goods once: receiving again, or changing the choice afterwards, moves nothing more', async () => {
    const { id, returnId } = await returnOfDeliveredOrder(1)
    const first = await balances(CODE.first, LOT.first)
    expect((await receive(id, [{ action: 'stock' }, { action: 'stock' }])).status).toBe(200)
    const again = await receive(id, [{ action: 'stock' }, { action: 'quarantine' }])
    expect(again.status, again.text).toBe(200)
    expect(await movementsOf(returnId)).toHaveLength(2)
    expect(await balances(CODE.first, LOT.first)).toEqual({ ...first, MAIN: first.MAIN! + 1 })
    const stored = await asOrderManager('GET', `/returns/${id}?depth=0`)
    expect(stored.body.goods.map((line: { action: string }) => line.action)).toEqual(['stock', 'stock', null])
    await expectStockCheckClean()
  })
})
