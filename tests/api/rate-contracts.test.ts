import { beforeAll, describe, expect, it } from 'vitest'

import { baseUrl, call, post, request, staffToken } from '../helpers/api'
import { writeDatabaseFile } from '../helpers/database-file'
import { asOrderManager, catalogue, newCart, newCustomer, type Customer, type Purchasable } from '../helpers/orders'

/** Staff turn a quote the buyer accepted (ordered) into a price list for that buyer: a rate contract. */

const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)
const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
const yearAfter = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`)
  next.setUTCFullYear(next.getUTCFullYear() + 1)
  next.setUTCDate(next.getUTCDate() - 1)
  return next.toISOString().slice(0, 10)
}

async function customerId(customer: Customer): Promise<string> {
  const reply = await asOrderManager('GET', `/customers?where[email][equals]=${encodeURIComponent(customer.email)}&depth=0`)
  return reply.body.docs[0].id as string
}

async function storedQuote(quoteId: string): Promise<Record<string, any>> {
  const reply = await asOrderManager('GET', `/quotes?where[quoteId][equals]=${encodeURIComponent(quoteId)}&depth=0`)
  expect(reply.body.docs).toHaveLength(1)
  return reply.body.docs[0]
}

/** A quote asked for, quoted by staff at `prices` (paise per line) valid until `validUntil`, and left QUOTED. */
async function quotedQuote(buyer: Customer, items: Purchasable[], prices: number[], validUntil: string): Promise<string> {
  const cartId = await newCart(buyer, [
    { item: items[0]!, quantity: 10 },
    { item: items[1]!, quantity: 4 },
  ])
  const asked = await post('/quote/create', { cartId, organisation: 'Civil Hospital Stores' }, buyer.token, buyer.ip)
  expect(asked.status, asked.text).toBe(201)
  const quoteId = asked.body.quoteId as string
  const doc = await storedQuote(quoteId)
  const lines = doc.lines.map((line: Record<string, unknown>, index: number) => ({ ...line, quotedPrice: prices[index] }))
  const quoted = await asOrderManager('PATCH', `/quotes/${doc.id}`, { lines, validUntil, status: 'QUOTED' })
  expect(quoted.status, quoted.text).toBe(200)
  return quoteId
}

async function accept(buyer: Customer, quoteId: string) {
  const ordered = await post('/quote/order', { quoteId, addressId: buyer.addressId }, buyer.token, buyer.ip)
  expect(ordered.status, ordered.text).toBe(201)
}

async function makePriceList(quoteRef: string, who: 'admin' | 'editor' | 'orders' | null = 'orders', token?: string, body?: unknown) {
  const authorization = token ? `Bearer ${token}` : who ? `JWT ${await staffToken(who)}` : undefined
  return request('POST', `${baseUrl()}/api/staff/quotes/${encodeURIComponent(quoteRef)}/price-list`, {
    headers: authorization ? { Authorization: authorization } : {},
    body,
  })
}

const codePrice = async (buyer: Customer, code: string) =>
  (await call('POST', '/product/codes', { token: buyer.token, body: { codes: [code] } })).body.data[0].discountedPrice as number

describe('accepted quote → price list (POST /api/staff/quotes/:id/price-list)', () => {
  let items: Purchasable[]

  beforeAll(async () => {
    items = await catalogue()
  })

  it("makes a list for the buyer at the quote's prices, valid from today to the quote's last day, once", async () => {
    const buyer = await newCustomer('Rate')
    const prices = [items[0]!.price - 1_500, items[1]!.price - 700]
    const quoteId = await quotedQuote(buyer, items, prices, utcDay(20))

    const early = await makePriceList(quoteId)
    expect(early.status).toBe(409)
    expect(early.body.message).toMatch(/QUOTED/)

    await accept(buyer, quoteId)
    const made = await makePriceList(quoteId)
    expect(made.status, made.text).toBe(201)
    expect(made.body).toMatchObject({
      name: `Rate contract ${quoteId}`,
      validFrom: shopToday(),
      validUntil: utcDay(20),
      buyerVerified: false,
    })
    expect(made.body.message).toContain('not verified')

    const list = (await asOrderManager('GET', `/price-lists/${made.body.id}?depth=0`)).body
    const buyerId = await customerId(buyer)
    expect(list).toMatchObject({ name: `Rate contract ${quoteId}`, customers: [buyerId] })
    expect(list.validFrom.slice(0, 10)).toBe(shopToday())
    expect(list.validUntil.slice(0, 10)).toBe(utcDay(20))
    expect(list.lines.map((line: { code: string; price: number }) => [line.code, line.price])).toEqual([
      [items[0]!.code, prices[0]!],
      [items[1]!.code, prices[1]!],
    ])
    expect((await storedQuote(quoteId)).priceList).toBe(made.body.id)

    // Not verified yet: the list prices nothing; once staff verify the account it does.
    expect(await codePrice(buyer, items[0]!.code)).toBe(items[0]!.price / 100)
    const verified = await asOrderManager('PATCH', `/customers/${buyerId}`, {
      business: { organisation: 'Civil Hospital', verified: true },
    })
    expect(verified.status, verified.text).toBe(200)
    expect(await codePrice(buyer, items[0]!.code)).toBe(prices[0]! / 100)

    const again = await makePriceList(quoteId, 'admin')
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ message: 'A price list was already made from this quote', priceList: made.body.id })
  })

  it('says the list is in effect for a verified buyer, and runs a year when the quote is past its last day', async () => {
    const buyer = await newCustomer('RateYear')
    const id = await customerId(buyer)
    await asOrderManager('PATCH', `/customers/${id}`, { business: { organisation: 'District Hospital', verified: true } })
    const quoteId = await quotedQuote(buyer, items, [items[0]!.price - 100, items[1]!.price - 100], utcDay(5))
    await accept(buyer, quoteId)
    // The quote was accepted in time; staff make the list after its last day.
    const aged = await writeDatabaseFile([
      { sql: 'UPDATE quotes SET valid_until = ? WHERE quote_id = ?', args: [`${utcDay(-3)}T12:00:00.000Z`, quoteId] },
    ])
    expect(aged).toEqual([1])
    const made = await makePriceList((await storedQuote(quoteId)).id)
    expect(made.status, made.text).toBe(201)
    expect(made.body).toMatchObject({ validFrom: shopToday(), validUntil: yearAfter(shopToday()), buyerVerified: true })
    expect(made.body.message).not.toContain('not verified')

    // Deleting the list lets staff make it again.
    expect((await asOrderManager('DELETE', `/price-lists/${made.body.id}`)).status).toBe(200)
    const remade = await makePriceList(quoteId)
    expect(remade.status, remade.text).toBe(201)
    expect((await storedQuote(quoteId)).priceList).toBe(remade.body.id)
  })

  it('runs until the day staff choose, from today to three years ahead; another day is a 400 naming the field', async () => {
    const buyer = await newCustomer('RateTerm')
    const quoteId = await quotedQuote(buyer, items, [items[0]!.price - 200, items[1]!.price - 200], utcDay(10))
    await accept(buyer, quoteId)
    const threeYears = (() => {
      const last = new Date(`${shopToday()}T00:00:00Z`)
      last.setUTCFullYear(last.getUTCFullYear() + 3)
      last.setUTCDate(last.getUTCDate() - 1)
      return last.toISOString().slice(0, 10)
    })()
    const refusals: [unknown, string][] = [
      [{ validUntil: '30-11-2027' }, 'validUntil must be a date like 2027-11-30'],
      [{ validUntil: '2027-02-30' }, 'validUntil must be a date like 2027-11-30'],
      [{ validUntil: '2020-01-01' }, `The rate contract must end between ${shopToday()} and ${threeYears}`],
      [
        { validUntil: new Date(Date.parse(`${threeYears}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) },
        `The rate contract must end between ${shopToday()} and ${threeYears}`,
      ],
    ]
    for (const [body, message] of refusals) {
      const refused = await makePriceList(quoteId, 'orders', undefined, body)
      expect(refused.status, refused.text).toBe(400)
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'validUntil', message })])
    }
    expect((await storedQuote(quoteId)).priceList ?? null).toBeNull()

    const made = await makePriceList(quoteId, 'orders', undefined, { validUntil: threeYears })
    expect(made.status, made.text).toBe(201)
    expect(made.body).toMatchObject({ validFrom: shopToday(), validUntil: threeYears })
    expect((await asOrderManager('GET', `/price-lists/${made.body.id}?depth=0`)).body.validUntil.slice(0, 10)).toBe(threeYears)
  })

  it('answers 404 for an unknown quote, 401 without a token and 403 to other roles and buyers', async () => {
    const buyer = await newCustomer('RateRoles')
    const quoteId = await quotedQuote(buyer, items, [1_000, 2_000], utcDay(10))
    await accept(buyer, quoteId)
    expect((await makePriceList('NQ-000000-ZZZZ')).status).toBe(404)
    expect((await makePriceList(quoteId, null)).status).toBe(401)
    expect((await makePriceList(quoteId, 'editor')).status).toBe(403)
    expect((await makePriceList(quoteId, null, buyer.token)).status).toBe(403)
    expect((await storedQuote(quoteId)).priceList ?? null).toBeNull()
  })
})
