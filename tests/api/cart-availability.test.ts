import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { shopDay } from '../../cms/lib/shop-time'
import { get, post, rest } from '../helpers/api'
import { newCustomer, type Customer } from '../helpers/orders'

/**
 * `POST /cart/create` answers each line's availability as the product answer shows it (docs/decisions, availability):
 * in stock with its units, only N left, a backorder's lead time, and a product that does not track stock.
 */
const unique = `${Date.now().toString(36).toUpperCase()}${randomInt(100, 999)}`
const CODE = { plenty: `CA${unique}P`, low: `CA${unique}L`, backorder: `CA${unique}B`, untracked: `CA${unique}U` }
const thisMonth = shopDay(new Date()).slice(0, 7)
const inTwoYears = `${Number(thisMonth.slice(0, 4)) + 2}${thisMonth.slice(4)}`

type Created = { id: string; slug: string; code: string }
const made: Record<keyof typeof CODE, Created> = {} as never
let buyer: Customer

async function createProduct(name: string, code: string, stock: Record<string, unknown>): Promise<Created> {
  const categories = await get('/category')
  const created = await rest('POST', '/products', {
    name,
    category: categories.body.data[0]._id,
    _status: 'published',
    ...stock,
    variants: [{ size: 'General', codes: [{ shortCode: code, originalPrice: 50_000, discountedPrice: 40_000 }] }],
  })
  expect(created.status, created.text).toBe(201)
  return { id: created.body.doc.id as string, slug: created.body.doc.slug as string, code }
}

/** The code's availability in its product's public answer (`POST /product/single`). */
async function onProductPage({ slug, code }: Created): Promise<unknown> {
  const reply = await post('/product/single', { slugName: slug })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  const codes = reply.body.data[0].variants.flatMap((variant: { codes: { shortCode: string; availability: unknown }[] }) => variant.codes)
  return codes.find((each: { shortCode: string }) => each.shortCode === code)?.availability
}

beforeAll(async () => {
  made.plenty = await createProduct(`Cart Availability Plenty ${unique}`, CODE.plenty, { tracksStock: true })
  made.low = await createProduct(`Cart Availability Low ${unique}`, CODE.low, { tracksStock: true })
  made.backorder = await createProduct(`Cart Availability Backorder ${unique}`, CODE.backorder, {
    tracksStock: true,
    allowBackorder: true,
    leadTimeDays: 12,
  })
  made.untracked = await createProduct(`Cart Availability Untracked ${unique}`, CODE.untracked, { tracksStock: false })
  const receipt = await rest('POST', '/staff/stock/receipts', {
    lines: [
      { code: CODE.plenty, lot: `CA-P-${unique}`, expiry: inTwoYears, quantity: 40 },
      { code: CODE.low, lot: `CA-L-${unique}`, expiry: inTwoYears, quantity: 4 },
    ],
  })
  expect(receipt.status, receipt.text).toBe(201)
  buyer = await newCustomer('Cart Availability')
})

describe('the cart answer carries availability', () => {
  it('answers each line, in the order sent, with the availability its product answer shows', async () => {
    const order = ['low', 'untracked', 'plenty', 'backorder'] as const
    const reply = await post(
      '/cart/create',
      { products: order.map((key) => ({ product: made[key].id, size: 'General', code: CODE[key], quantity: 2 })) },
      buyer.token,
      buyer.ip,
    )
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    expect(reply.body.lines).toEqual([
      { code: CODE.low, availability: { status: 'LOW', quantity: 4 } },
      { code: CODE.untracked, availability: { status: 'IN_STOCK' } },
      { code: CODE.plenty, availability: { status: 'IN_STOCK', quantity: 40 } },
      { code: CODE.backorder, availability: { status: 'BACKORDER', shipsInDays: 12 } },
    ])
    for (const [index, key] of order.entries()) expect(reply.body.lines[index].availability).toEqual(await onProductPage(made[key]))
  })
})
