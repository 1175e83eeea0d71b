import { beforeAll, describe, expect, it } from 'vitest'

import { myQuotesResponseSchema } from '../../cms/contract/quotes'
import { call, post } from '../helpers/api'
import { asOrderManager, catalogue, myOrders, newCart, newCustomer, waitForEmail, type Customer, type Purchasable } from '../helpers/orders'

const GSTIN = '27AAPFU0939F1ZV'
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)

async function myQuotes(customer: Customer) {
  const reply = await call('GET', '/quote/getMyQuotes', { token: customer.token, ip: customer.ip })
  expect(reply.status).toBe(200)
  return myQuotesResponseSchema.parse(reply.body).data
}

async function askForQuote(customer: Customer, items: Purchasable[]): Promise<string> {
  const cartId = await newCart(customer, [
    { item: items[0], quantity: 12 },
    { item: items[1], quantity: 3 },
  ])
  const reply = await post(
    '/quote/create',
    { cartId, organisation: 'City Hospital Stores', gstin: GSTIN.toLowerCase(), expectedDelivery: day(10), message: 'Monthly indent' },
    customer.token,
    customer.ip,
  )
  expect(reply.status, JSON.stringify(reply.body)).toBe(201)
  return reply.body.quoteId as string
}

/** The stored quote carrying the reference `quoteId`, as staff read it through Payload's REST API. */
async function stored(quoteId: string): Promise<Record<string, any>> {
  const reply = await asOrderManager('GET', `/quotes?where[quoteId][equals]=${encodeURIComponent(quoteId)}&depth=0`)
  expect(reply.body.docs, quoteId).toHaveLength(1)
  return reply.body.docs[0]
}

/** Staff enter a unit price per line (paise) and the validity, and set QUOTED. */
async function quote(quoteId: string, prices: number[], validUntil?: string) {
  const doc = await stored(quoteId)
  const lines = doc.lines.map((line: Record<string, unknown>, index: number) => ({ ...line, quotedPrice: prices[index] }))
  return asOrderManager('PATCH', `/quotes/${doc.id}`, { lines, ...(validUntil ? { validUntil } : {}), status: 'QUOTED' })
}

describe('quotes (/api/shop/quote/*)', () => {
  let buyer: Customer
  let other: Customer
  let items: Purchasable[]

  beforeAll(async () => {
    ;[buyer, other, items] = await Promise.all([newCustomer('Quote'), newCustomer('Other'), catalogue()])
  })

  it('refuses bad requests with field messages, and callers without a customer token', async () => {
    const cartId = await newCart(buyer, [{ item: items[0], quantity: 1 }])
    const cases: [Record<string, unknown>, string][] = [
      [{ organisation: 'City Hospital' }, 'cartId'],
      [{ cartId }, 'organisation'],
      [{ cartId, organisation: 'City Hospital', gstin: '27AAPFU0939F1ZA' }, 'gstin'],
      [{ cartId, organisation: 'City Hospital', expectedDelivery: day(-2) }, 'expectedDelivery'],
      [{ cartId, organisation: 'City Hospital', expectedDelivery: '12/12/2030' }, 'expectedDelivery'],
      [{ cartId, organisation: 'City Hospital', message: 'x'.repeat(1001) }, 'message'],
    ]
    for (const [body, field] of cases) {
      const reply = await post('/quote/create', body, buyer.token, buyer.ip)
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(reply.body.errors.map((error: { field: string }) => error.field)).toContain(field)
    }
    expect((await post('/quote/create', { cartId, organisation: 'City Hospital' })).status).toBe(401)
    expect((await call('GET', '/quote/getMyQuotes')).status).toBe(401)
    expect((await post('/quote/order', { quoteId: 'x', addressId: 'y' })).status).toBe(401)
    const orderBad = await post('/quote/order', { quoteId: 'x', addressId: 'y', paymentType: 'CHEQUE' }, buyer.token, buyer.ip)
    expect(orderBad.status).toBe(400)
    expect(orderBad.body.errors.map((error: { field: string }) => error.field)).toContain('paymentType')
  })

  it("someone else's cart or quote is not found", async () => {
    const othersCart = await newCart(other, [{ item: items[0], quantity: 1 }])
    expect((await post('/quote/create', { cartId: othersCart, organisation: 'Not Mine' }, buyer.token, buyer.ip)).status).toBe(404)
    const othersQuote = await askForQuote(other, items)
    const reply = await post('/quote/order', { quoteId: othersQuote, addressId: buyer.addressId }, buyer.token, buyer.ip)
    expect(reply.status).toBe(404)
    expect((await myQuotes(buyer)).map((entry) => entry.quoteId)).not.toContain(othersQuote)
  })

  it('a request is listed NEW, is quoted by staff (buyer emailed), and becomes one order at the quoted prices', async () => {
    const quoteId = await askForQuote(buyer, items)
    const [listed] = await myQuotes(buyer)
    expect(listed).toMatchObject({
      quoteId,
      status: 'NEW',
      organisation: 'City Hospital Stores',
      gstin: GSTIN,
      expectedDelivery: day(10),
      total: null,
    })
    expect(listed.lines.map((line) => [line.code, line.quantity, line.listPrice])).toEqual([
      [items[0].code, 12, items[0].price / 100],
      [items[1].code, 3, items[1].price / 100],
    ])

    // Not yet quoted: nothing to order.
    expect((await post('/quote/order', { quoteId, addressId: buyer.addressId }, buyer.token, buyer.ip)).status).toBe(409)
    // QUOTED needs a price on every line and a validity date.
    const incomplete = await asOrderManager('PATCH', `/quotes/${(await stored(quoteId)).id}`, { status: 'QUOTED' })
    expect(incomplete.status).toBe(400)

    const prices = [items[0].price - 1_000, 4_550]
    expect((await quote(quoteId, prices, day(7))).status).toBe(200)
    const email = await waitForEmail((entry) => entry.to.includes(buyer.email) && entry.subject.includes(`quote ${quoteId}`))
    expect(email.text).toContain(`Quote: ${quoteId}`)
    const quotedTotal = (prices[0] * 12 + prices[1] * 3) / 100
    expect((await myQuotes(buyer))[0]).toMatchObject({ status: 'QUOTED', validUntil: day(7), total: quotedTotal })

    // The browser sends no price: the order is priced from the stored quote.
    const placed = await post('/quote/order', { quoteId, addressId: buyer.addressId, totalAmount: 1, unitPrice: 1 }, buyer.token, buyer.ip)
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    expect(placed.body).toMatchObject({ totalAmount: quotedTotal, paymentType: 'COD' })
    const order = (await myOrders(buyer)).find((entry) => entry.orderId === placed.body.orderId)!
    expect(order.items.map((item: { code: string; unitPrice: number }) => [item.code, item.unitPrice])).toEqual([
      [items[0].code, prices[0] / 100],
      [items[1].code, prices[1] / 100],
    ])
    // Invoiced to the organisation and GSTIN the quote was asked for.
    expect(order).toMatchObject({ gstin: GSTIN, businessName: 'City Hospital Stores' })
    expect((await myQuotes(buyer))[0]).toMatchObject({ status: 'ORDERED', orderId: placed.body.orderId })
    // The confirmation page's call: the buyer's own order, and nobody else's.
    const path = `/order/getMyOrder/${encodeURIComponent(placed.body.orderId)}`
    const own = await call('GET', path, { token: buyer.token, ip: buyer.ip })
    expect(own.status).toBe(200)
    expect(own.body.data).toMatchObject({ orderId: placed.body.orderId, totalAmount: quotedTotal })
    expect((await call('GET', path, { token: other.token, ip: other.ip })).status).toBe(404)
    const again = await post('/quote/order', { quoteId, addressId: buyer.addressId }, buyer.token, buyer.ip)
    expect(again.status).toBe(409)
  })

  it('a quote carries a reference like an order id (NQ-YYMMDD-XXXX), unique, which staff search and the buyer orders by', async () => {
    const first = await askForQuote(buyer, items)
    const second = await askForQuote(buyer, items)
    const today = new Date().toISOString().slice(2, 10).replaceAll('-', '')
    for (const quoteId of [first, second]) expect(quoteId).toMatch(new RegExp(`^NQ-${today}-[A-HJ-NP-Z2-9]{4}$`))
    expect(first).not.toBe(second)
    expect((await myQuotes(buyer)).slice(0, 2).map((entry) => entry.quoteId)).toEqual([second, first])
    const doc = await stored(first)
    expect(doc.quoteId).toBe(first)
    const search = await asOrderManager('GET', `/quotes?where[or][0][quoteId][like]=${first.slice(-4)}&depth=0`)
    expect(search.body.docs.map((entry: { quoteId: string }) => entry.quoteId)).toContain(first)
    // Staff cannot change a reference.
    await asOrderManager('PATCH', `/quotes/${doc.id}`, { quoteId: 'NQ-000000-AAAA' })
    expect((await stored(first)).quoteId).toBe(first)
  })

  it('a quote holds for 30 days when staff enter no validity date', async () => {
    const quoteId = await askForQuote(buyer, items)
    expect((await quote(quoteId, [1_000, 2_000])).status).toBe(200)
    expect((await myQuotes(buyer)).find((entry) => entry.quoteId === quoteId)?.validUntil).toBe(day(30))
  })

  it('an expired quote cannot be ordered', async () => {
    const quoteId = await askForQuote(buyer, items)
    expect((await quote(quoteId, [1_000, 2_000], day(-1))).status).toBe(200)
    const reply = await post('/quote/order', { quoteId, addressId: buyer.addressId }, buyer.token, buyer.ip)
    expect(reply.status).toBe(409)
    expect(reply.body.message).toMatch(/valid until/)
  })
})
