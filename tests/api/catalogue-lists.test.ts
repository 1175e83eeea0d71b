import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import {
  FEATURED_PER_TAB,
  FEATURED_TABS,
  featuredProductsResponseSchema,
  productCardListResponseSchema,
  productListResponseSchema,
  productPageResponseSchema,
  type Product,
  type ProductCard,
} from '../../cms/contract'
import { get, post, rest } from '../helpers/api'
import { everyCard, wholeProducts } from '../helpers/catalogue'

const search = async (query: string, limit?: number) => {
  const reply = await get(`/product/search?q=${encodeURIComponent(query)}${limit ? `&limit=${limit}` : ''}`)
  expect(reply.status, reply.text).toBe(200)
  return productCardListResponseSchema.parse(reply.body).data
}
const ids = (items: { _id: string }[]) => items.map((item) => item._id)

/** Replaces one letter in the middle of the longest word: a single typo. */
function withTypo(text: string): string {
  const word = text.split(/\s+/).reduce((longest, entry) => (entry.length > longest.length ? entry : longest), '')
  const at = Math.floor(word.length / 2)
  const typo = `${word.slice(0, at)}${word[at] === 'x' ? 'q' : 'x'}${word.slice(at + 1)}`
  return text.replace(word, typo)
}

describe('catalogue pages', () => {
  let cards: ProductCard[]

  beforeAll(async () => {
    cards = await everyCard()
    expect(cards.length).toBeGreaterThan(5)
  })

  it('GET /product?page&limit answers consecutive pages that together hold every product once', async () => {
    const limit = 4
    const first = productPageResponseSchema.parse((await get(`/product?limit=${limit}`)).body)
    expect(first).toMatchObject({ page: 1, limit, total: cards.length, totalPages: Math.ceil(cards.length / limit) })
    const seen: string[] = []
    for (let page = 1; page <= first.totalPages; page += 1) {
      const answer = productPageResponseSchema.parse((await get(`/product?page=${page}&limit=${limit}`)).body)
      seen.push(...ids(answer.data))
    }
    expect(seen).toEqual(ids(cards))
  })

  it('POST /product/category pages a category the same way, and a page past the end is empty with the total', async () => {
    const slug = cards[0].category.slug
    const inCategory = cards.filter((card) => card.category.slug === slug)
    const second = await post('/product/category', { slugName: slug, page: 2, limit: 1 })
    expect(second.status).toBe(200)
    expect(productPageResponseSchema.parse(second.body)).toEqual({
      data: inCategory.slice(1, 2),
      page: 2,
      limit: 1,
      total: inCategory.length,
      totalPages: inCategory.length,
    })
    const past = await post('/product/category', { slugName: slug, page: 999 })
    expect(past.body).toMatchObject({ data: [], page: 999, total: inCategory.length })
  })

  it.each([
    ['GET', '/product?page=0', 'page'],
    ['GET', '/product?page=two', 'page'],
    ['GET', '/product?limit=101', 'limit'],
    ['GET', '/product?limit=1.5', 'limit'],
    ['POST', { page: -1 }, 'page'],
    ['POST', { limit: 0 }, 'limit'],
    ['POST', { limit: 'all' }, 'limit'],
  ] as const)('%s %j is a 400 naming the field %s', async (method, request, field) => {
    const reply =
      method === 'GET'
        ? await get(request as string)
        : await post('/product/category', { slugName: cards[0].category.slug, ...(request as object) })
    expect(reply.status).toBe(400)
    expect(reply.body.errors).toEqual([{ field, message: expect.stringContaining(field) }])
  })
})

describe('product search', () => {
  let products: Product[]

  beforeAll(async () => {
    products = await wholeProducts(await everyCard())
  })

  it('finds a product by its full name first, by the beginning of its name, and despite one typo', async () => {
    const product = products.find((entry) => entry.name.length >= 12)!
    expect(ids(await search(product.name))[0]).toBe(product._id)
    expect(ids(await search(product.name.slice(0, Math.max(4, product.name.indexOf(' ') + 3))))).toContain(product._id)
    expect(ids(await search(withTypo(product.name)))).toContain(product._id)
  })

  it('finds a product by its generic name and by its category', async () => {
    const product = products.find((entry) => entry.genericName && entry.genericName.length > 5)!
    expect(ids(await search(product.genericName!))).toContain(product._id)
    const inCategoryOf = (name: string) => products.filter((entry) => entry.category.name === name)
    const categoryName = [...new Set(products.map((entry) => entry.category.name))].sort(
      (a, b) => inCategoryOf(a).length - inCategoryOf(b).length,
    )[0]
    const inCategory = inCategoryOf(categoryName)
    expect(ids(await search(categoryName, 50))).toEqual(expect.arrayContaining(ids(inCategory)))
  })

  it('puts the product of a catalogue code first, typed in any case or spacing, and finds partial codes', async () => {
    const product = products.find((entry) => entry.variants.some((variant) => variant.codes.some((code) => / /.test(code.shortCode))))!
    const code = product.variants.flatMap((variant) => variant.codes).find((entry) => / /.test(entry.shortCode))!.shortCode
    expect(ids(await search(code))[0]).toBe(product._id)
    expect(ids(await search(code.replace(/\s+/g, '').toLowerCase()))[0]).toBe(product._id)
    expect(ids(await search(code.slice(0, -1)))).toContain(product._id)
  })

  it('answers cards, at most `limit`, and nothing when nothing matches', async () => {
    const found = await search('suture', 3)
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThanOrEqual(3)
    expect(found[0]).not.toHaveProperty('variants')
    expect(await search('zzqqxx no such thing')).toEqual([])
  })

  it('GET /product?search= answers the same ranked cards', async () => {
    const reply = await get('/product?search=suture')
    expect(reply.body).toEqual({ data: await search('suture') })
  })

  it.each([
    ['/product/search', 'q'],
    ['/product/search?q=%20%20', 'q'],
    [`/product/search?q=${'a'.repeat(201)}`, 'q'],
    ['/product/search?q=silk&limit=51', 'limit'],
    ['/product/search?q=silk&limit=0', 'limit'],
  ])('%s is a 400 naming the field %s', async (path, field) => {
    const reply = await get(path)
    expect(reply.status).toBe(400)
    expect(reply.body.errors[0].field).toBe(field)
  })
})

describe('featured tabs and products by id', () => {
  it('GET /product/featured answers up to six cards per home tab, from the tab categories or pinned to it', async () => {
    const reply = await get('/product/featured')
    expect(reply.status).toBe(200)
    const tabs = featuredProductsResponseSchema.parse(reply.body).data
    for (const tab of FEATURED_TABS) {
      expect(tabs[tab.id].length).toBeGreaterThan(0)
      expect(tabs[tab.id].length).toBeLessThanOrEqual(FEATURED_PER_TAB)
      for (const card of tabs[tab.id]) {
        expect(card.homeTab === tab.id || tab.categories.some((name) => name.toLowerCase() === card.category.name.toLowerCase())).toBe(true)
      }
    }
  })

  it('POST /product/ids answers the published products asked for, whole, in order, leaving out unknown ids', async () => {
    const cards = (await everyCard()).slice(0, 3)
    const reply = await post('/product/ids', { ids: [cards[2]._id, 'no-such-id', cards[0]._id, cards[2]._id] })
    expect(reply.status).toBe(200)
    const found = productListResponseSchema.parse(reply.body).data
    expect(ids(found)).toEqual([cards[2]._id, cards[0]._id])
    expect(found[0].variants.length).toBeGreaterThan(0)
    const tooMany = await post('/product/ids', { ids: Array.from({ length: 101 }, (_, index) => `id-${index}`) })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.errors[0].field).toBe('ids')
    expect((await post('/product/ids', { ids: [] })).body.errors[0].field).toBe('ids')
  })

  it('search, lists and ids show a staff edit on the next request: a new product, then its deletion', async () => {
    const categoryId = ((await get('/category')).body.data as { _id: string }[])[0]._id
    const name = `Zephyrine Test Dressing ${randomInt(1e9)}`
    const created = await rest('POST', '/products', {
      name,
      category: categoryId,
      variants: [{ size: 'General', codes: [{ shortCode: `ZT ${randomInt(1e6)}`, originalPrice: 25000, discountedPrice: 19950 }] }],
      _status: 'published',
    })
    expect(created.status, created.text).toBe(201)
    const { id } = created.body.doc as { id: string }
    expect(ids(await search('zephyrine'))).toEqual([id])
    expect(ids(await everyCard())).toContain(id)
    expect(ids((await post('/product/ids', { ids: [id] })).body.data)).toEqual([id])

    expect((await rest('DELETE', `/products/${id}`)).status).toBe(200)
    expect(await search('zephyrine')).toEqual([])
    expect(ids(await everyCard())).not.toContain(id)
    expect((await post('/product/ids', { ids: [id] })).body.data).toEqual([])
  })
})
