import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { shopDay } from '../../cms/lib/shop-time'
import { BACKORDER_PRODUCT, LOW_STOCK_CODE, OUT_OF_STOCK_CODE } from '../../seed/data/stock'
import { call, get, post, registerCustomer, rest } from '../helpers/api'

/**
 * Each code's availability in the shop's answers (docs/decisions, availability freshness): from its lots with the
 * site's minimum shelf life left (one month by default), against the code's own or the site's low-stock threshold
 * (10 by default), with the product's backorder setting and lead time.
 */
const unique = `${Date.now().toString(36).toUpperCase()}${randomInt(100, 999)}`
const CODE = {
  plenty: `AV${unique}P`,
  nine: `AV${unique}N`,
  ownThreshold: `AV${unique}O`,
  shortLots: `AV${unique}S`,
  untracked: `AV${unique}U`,
}
let tracked: { id: string; slug: string }
let untracked: { id: string; slug: string }

const thisMonth = shopDay(new Date()).slice(0, 7)
const inTwoYears = `${Number(thisMonth.slice(0, 4)) + 2}${thisMonth.slice(4)}`

async function createProduct(name: string, codes: { shortCode: string; lowStockThreshold?: number }[], tracksStock: boolean) {
  const categories = await get('/category')
  const created = await rest('POST', '/products', {
    name,
    category: categories.body.data[0]._id,
    _status: 'published',
    tracksStock,
    variants: [{ size: 'General', codes: codes.map((code) => ({ ...code, originalPrice: 50_000, discountedPrice: 40_000 })) }],
  })
  expect(created.status, created.text).toBe(201)
  return { id: created.body.doc.id as string, slug: created.body.doc.slug as string }
}

async function receive(lines: { code: string; lot: string; expiry: string; quantity: number }[]) {
  const reply = await rest('POST', '/staff/stock/receipts', { lines })
  expect(reply.status, reply.text).toBe(201)
}

/** Each code's availability in the product's public answer (`POST /product/single`). */
async function availabilityOnPage(slug: string): Promise<Record<string, unknown>> {
  const reply = await post('/product/single', { slugName: slug })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  const codes = reply.body.data[0].variants.flatMap((variant: { codes: unknown[] }) => variant.codes)
  return Object.fromEntries(codes.map((code: { shortCode: string; availability: unknown }) => [code.shortCode, code.availability]))
}

async function quickOrder(codes: string[]) {
  const reply = await post('/product/codes', { codes })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return Object.fromEntries(
    reply.body.data.map((code: { shortCode: string; availability: unknown }) => [code.shortCode, code.availability]),
  )
}

beforeAll(async () => {
  tracked = await createProduct(
    `Availability Probe ${unique}`,
    [
      { shortCode: CODE.plenty },
      { shortCode: CODE.nine },
      { shortCode: CODE.ownThreshold, lowStockThreshold: 20 },
      { shortCode: CODE.shortLots },
    ],
    true,
  )
  untracked = await createProduct(`Availability Untracked ${unique}`, [{ shortCode: CODE.untracked }], false)
})

describe('availability in product answers', () => {
  it('shows the seeded states: only 3 left, sold out, and a backorder shipping in 10 days', async () => {
    const seeded = await quickOrder([LOW_STOCK_CODE, OUT_OF_STOCK_CODE, BACKORDER_PRODUCT.soldOutCode])
    expect(seeded).toEqual({
      [LOW_STOCK_CODE]: { status: 'LOW', quantity: 3 },
      [OUT_OF_STOCK_CODE]: { status: 'OUT_OF_STOCK' },
      [BACKORDER_PRODUCT.soldOutCode]: { status: 'BACKORDER', shipsInDays: BACKORDER_PRODUCT.leadTimeDays },
    })
    const slug = (await post('/product/codes', { codes: [LOW_STOCK_CODE] })).body.data[0].slugName
    expect((await availabilityOnPage(slug))[LOW_STOCK_CODE]).toEqual({ status: 'LOW', quantity: 3 })
  })

  it("counts a receipt at once, against the site's threshold or the code's own, leaving out lots too short to sell", async () => {
    expect(await availabilityOnPage(tracked.slug)).toEqual({
      [CODE.plenty]: { status: 'OUT_OF_STOCK' },
      [CODE.nine]: { status: 'OUT_OF_STOCK' },
      [CODE.ownThreshold]: { status: 'OUT_OF_STOCK' },
      [CODE.shortLots]: { status: 'OUT_OF_STOCK' },
    })
    await receive([
      { code: CODE.plenty, lot: `P1-${unique}`, expiry: inTwoYears, quantity: 6 },
      { code: CODE.plenty, lot: `P2-${unique}`, expiry: inTwoYears, quantity: 6 },
      { code: CODE.nine, lot: `N1-${unique}`, expiry: inTwoYears, quantity: 9 },
      { code: CODE.ownThreshold, lot: `O1-${unique}`, expiry: inTwoYears, quantity: 12 },
      { code: CODE.shortLots, lot: `S1-${unique}`, expiry: thisMonth, quantity: 50 },
      { code: CODE.shortLots, lot: `S2-${unique}`, expiry: inTwoYears, quantity: 2 },
    ])
    expect(await availabilityOnPage(tracked.slug)).toEqual({
      [CODE.plenty]: { status: 'IN_STOCK', quantity: 12 },
      [CODE.nine]: { status: 'LOW', quantity: 9 },
      [CODE.ownThreshold]: { status: 'LOW', quantity: 12 },
      [CODE.shortLots]: { status: 'LOW', quantity: 2 },
    })
  })

  it('an adjustment that takes the last units makes the code sold out', async () => {
    const reply = await rest('POST', '/staff/stock/adjustments', { code: CODE.nine, lot: `N1-${unique}`, quantity: -9, reason: 'damage' })
    expect(reply.status, reply.text).toBe(201)
    expect((await availabilityOnPage(tracked.slug))[CODE.nine]).toEqual({ status: 'OUT_OF_STOCK' })
  })

  it('a product that does not track stock is always in stock, without a quantity', async () => {
    expect(await availabilityOnPage(untracked.slug)).toEqual({ [CODE.untracked]: { status: 'IN_STOCK' } })
    expect(await quickOrder([CODE.untracked])).toEqual({ [CODE.untracked]: { status: 'IN_STOCK' } })
  })
})

describe('availability in cart and quick-order answers', () => {
  it('the cart reads each line’s availability with its prices, signed in or not', async () => {
    const ids = { ids: [tracked.id, untracked.id] }
    const buyer = await registerCustomer()
    for (const reply of [await post('/product/ids', ids), await call('POST', '/product/ids', { body: ids, token: buyer.token })]) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      const lines = reply.body.data.flatMap((product: { variants: { codes: { shortCode: string; availability: unknown }[] }[] }) =>
        product.variants.flatMap((variant) => variant.codes),
      )
      expect(
        Object.fromEntries(lines.map((code: { shortCode: string; availability: unknown }) => [code.shortCode, code.availability])),
      ).toMatchObject({
        [CODE.plenty]: { status: 'IN_STOCK', quantity: 12 },
        [CODE.ownThreshold]: { status: 'LOW', quantity: 12 },
        [CODE.untracked]: { status: 'IN_STOCK' },
      })
    }
  })

  it('quick order resolves codes with their availability', async () => {
    expect(await quickOrder([CODE.plenty, CODE.shortLots])).toEqual({
      [CODE.plenty]: { status: 'IN_STOCK', quantity: 12 },
      [CODE.shortLots]: { status: 'LOW', quantity: 2 },
    })
  })
})
