import { randomInt } from 'node:crypto'
import http from 'node:http'
import { gunzipSync } from 'node:zlib'

import { beforeAll, describe, expect, it } from 'vitest'

import {
  categoryListResponseSchema,
  PRODUCT_PAGE_SIZE,
  productListResponseSchema,
  productPageResponseSchema,
  RECENT_ORDERS,
  shopSettingsResponseSchema,
  type Category,
  type Product,
  type ProductCard,
} from '../../cms/contract'
import { baseUrl, call, get, post, rest, shopUrl } from '../helpers/api'
import { everyCard, wholeProducts } from '../helpers/catalogue'
import { TEST_KEYS } from '../helpers/test-keys'

type StoredProduct = {
  id: string
  slug: string
  variants: { size: string; codes: { shortCode: string; originalPrice: number; discountedPrice: number }[] }[]
  metaData?: { productDesc?: { key: string; value: string }[]; tensileStrength?: { postImplantation: string }[] }
}

/** A product as Payload stores it (paise), read as staff through the REST API. */
async function stored(slug: string): Promise<StoredProduct> {
  const reply = await rest('GET', `/products?where[slug][equals]=${slug}&depth=0&draft=false`)
  expect(reply.status).toBe(200)
  return reply.body.docs[0]
}

/** A GET (or HEAD) without fetch's automatic decompression: status, headers and the bytes as sent. */
function rawGet(
  url: string,
  headers: Record<string, string>,
  method: 'GET' | 'HEAD' = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
      .end()
  })
}

describe('catalogue reads', () => {
  let categories: Category[]
  let cards: ProductCard[]
  let products: Product[]

  beforeAll(async () => {
    const categoryReply = await get('/category')
    expect(categoryReply.status).toBe(200)
    categories = categoryListResponseSchema.parse(categoryReply.body).data
    cards = await everyCard()
    products = await wholeProducts(cards)
    expect(categories.length).toBeGreaterThan(0)
    expect(products.map((product) => product._id)).toEqual(cards.map((card) => card._id))
  })

  it('GET /category lists categories with _id, name, slug and the first image with WebP sizes', () => {
    for (const category of categories) {
      expect(category._id).toEqual(expect.any(String))
      expect(category.slug).toMatch(/^[a-z0-9-]+$/)
    }
    const withImage = categories.find((category) => category.image)
    expect(withImage?.imageSet?.url).toBe(withImage?.image)
    expect(Object.values(withImage?.imageSet?.sizes ?? {}).some((size) => size.url.endsWith('.webp'))).toBe(true)
  })

  it('serves an image and its sizes from the local disk at the address the catalogue gives, cacheable for a day', async () => {
    const imageSet = categories.find((category) => category.imageSet)!.imageSet!
    const card = imageSet.sizes?.card?.url
    expect(card).toBeDefined()
    for (const url of [imageSet.url, card!]) {
      expect(new URL(url, baseUrl()).pathname).toMatch(/^\/api\/media\/file\/[^/]+\.webp$/)
      const response = await fetch(new URL(url, baseUrl()))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100)
    }
  })

  it('GET /product answers the first page of published products as cards: name, slugs, category, price range, first image', async () => {
    const reply = await get('/product')
    expect(reply.status).toBe(200)
    const page = productPageResponseSchema.parse(reply.body)
    expect(page).toMatchObject({ page: 1, limit: PRODUCT_PAGE_SIZE, total: cards.length })
    expect(page.data).toEqual(cards.slice(0, PRODUCT_PAGE_SIZE))
    expect(new Set(cards.map((card) => card.slug)).size).toBe(cards.length)
    for (const card of page.data) {
      expect(Object.keys(card).sort()).toEqual([
        '_id',
        'category',
        'genericName',
        'homeTab',
        'image',
        'imageSet',
        'images',
        'name',
        'ourPriceRange',
        'priceRange',
        'slug',
        'slugName',
      ])
      expect(card.slugName).toBe(card.slug)
      expect(card.image).toBe(card.images[0] ?? null)
      expect(card.images.length).toBeLessThanOrEqual(1)
      expect(card.category.name).not.toBe('')
    }
    expect(reply.text).not.toContain('"variants"')
  })

  it('a card\'s price ranges are the lowest and highest MRP and "Our price" of the product\'s codes', () => {
    const rangeOf = (prices: number[]) => (prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : { min: 0, max: 0 })
    for (const [index, product] of products.entries()) {
      const codes = product.variants.flatMap((variant) => variant.codes)
      expect(cards[index].priceRange).toEqual(rangeOf(codes.map((code) => code.originalPrice)))
      expect(cards[index].ourPriceRange).toEqual(rangeOf(codes.map((code) => code.discountedPrice)))
    }
  })

  it('GET /product/ (the search call) answers the same page under data', async () => {
    const reply = await get('/product/')
    expect(reply.status).toBe(200)
    expect(productPageResponseSchema.parse(reply.body).data.map((card) => card._id)).toEqual(
      cards.slice(0, PRODUCT_PAGE_SIZE).map((card) => card._id),
    )
  })

  it('POST /product/category answers the first page of that category only, with its total', async () => {
    const category = categories.find((entry) => cards.some((card) => card.category.slug === entry.slug))!
    const inCategory = cards.filter((card) => card.category.slug === category.slug)
    const reply = await post('/product/category', { slugName: category.slug })
    expect(reply.status).toBe(200)
    const page = productPageResponseSchema.parse(reply.body)
    expect(page.data).toEqual(inCategory.slice(0, PRODUCT_PAGE_SIZE))
    expect(page.total).toBe(inCategory.length)
  })

  it('POST /product/category with an unknown slug is a JSON 404, and without slugName a 400 with the field', async () => {
    const unknown = await post('/product/category', { slugName: 'no-such-category' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toEqual(expect.any(String))
    const missing = await post('/product/category', {})
    expect(missing.status).toBe(400)
    expect(missing.body.errors[0].field).toBe('slugName')
  })

  it('POST /product/single answers a list whose first element is the product, with rupee prices from the stored paise', async () => {
    const product = products.find((entry) => entry.variants.some((variant) => variant.codes.length > 0))!
    const reply = await post('/product/single', { slugName: product.slug })
    expect(reply.status).toBe(200)
    const [answered] = productListResponseSchema.parse(reply.body).data
    expect(answered._id).toBe(product._id)
    const doc = await stored(product.slug)
    const storedCodes = doc.variants.flatMap((variant) => variant.codes)
    const answeredCodes = answered.variants.flatMap((variant) => variant.codes)
    expect(answeredCodes.map((code) => code.originalPrice)).toEqual(storedCodes.map((code) => code.originalPrice / 100))
    expect(answeredCodes.map((code) => code.discountedPrice)).toEqual(storedCodes.map((code) => code.discountedPrice / 100))
    const mrps = storedCodes.map((code) => code.originalPrice / 100)
    expect(answered.priceRange).toEqual({ min: Math.min(...mrps), max: Math.max(...mrps) })
    const ours = storedCodes.map((code) => code.discountedPrice / 100)
    expect(answered.ourPriceRange).toEqual({ min: Math.min(...ours), max: Math.max(...ours) })
  })

  it('POST /product/single says how many recent orders bought the product only from RECENT_ORDERS.shownFrom on, rounded down', async () => {
    for (const product of products.slice(0, 5)) {
      const reply = await post('/product/single', { slugName: product.slug })
      const [answered] = productListResponseSchema.parse(reply.body).data
      expect(answered).toHaveProperty('recentOrders')
      if (answered.recentOrders !== null) {
        expect(answered.recentOrders).toBeGreaterThanOrEqual(RECENT_ORDERS.shownFrom)
        expect(String(answered.recentOrders)).toMatch(/^[125]0+$/)
      }
    }
  })

  it('maps metaData to the shop API names: product_Desc as single-key entries, tensileStrength with Post_Implantation', async () => {
    const product = products.find((entry) => entry.metaData.tensileStrength.length > 0 && entry.metaData.product_Desc.length > 0)
    expect(product, 'the seed should have a suture with specification rows and tensile strength').toBeDefined()
    const doc = await stored(product!.slug)
    expect(product!.metaData.product_Desc).toEqual(doc.metaData!.productDesc!.map((row) => ({ [row.key]: row.value })))
    expect(product!.metaData.tensileStrength.map((row) => row.Post_Implantation)).toEqual(
      doc.metaData!.tensileStrength!.map((row) => row.postImplantation),
    )
  })

  it('POST /product/single with an unknown slug is a JSON 404', async () => {
    const reply = await post('/product/single', { slugName: 'no-such-product' })
    expect(reply.status).toBe(404)
    expect(reply.headers.get('content-type')).toContain('application/json')
    expect(reply.body).toEqual({ message: 'Product not found' })
  })

  it('answers 304 to a browser that already holds the same answer', async () => {
    const first = await get('/category')
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await call('GET', '/category', { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
  })

  it('sends a cached answer gzip-compressed, with its length, to a client that accepts gzip', async () => {
    const plain = await get('/product')
    for (const path of ['/product', '/product']) {
      const packed = await rawGet(shopUrl(path), { 'Accept-Encoding': 'gzip' })
      expect(packed.status).toBe(200)
      expect(packed.headers['content-encoding']).toBe('gzip')
      expect(Number(packed.headers['content-length'])).toBe(packed.body.length)
      expect(packed.body.length).toBeLessThan(plain.text.length / 3)
      expect(JSON.parse(gunzipSync(packed.body).toString('utf8'))).toEqual(plain.body)
    }
  })

  it('answers HEAD of a cached read with its headers and no body', async () => {
    const plain = await rawGet(shopUrl('/category'), {})
    const head = await rawGet(shopUrl('/category'), {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.etag).toBe(plain.headers.etag)
    expect(head.headers['content-type']).toBe('application/json')
    expect(Number(head.headers['content-length'])).toBe(plain.body.length)
    expect(head.body.length).toBe(0)
  })

  it('leaves a cross-origin read to the endpoint, which adds CORS headers; a same-origin read is answered from the cache', async () => {
    await get('/category')
    const sameOrigin = await rawGet(shopUrl('/category'), { Origin: baseUrl() })
    const crossOrigin = await rawGet(shopUrl('/category'), { Origin: 'https://elsewhere.example' })
    expect(sameOrigin.headers['access-control-allow-methods']).toBeUndefined()
    expect(crossOrigin.headers['access-control-allow-methods']).toBeDefined()
    expect(crossOrigin.headers['access-control-allow-origin']).toBeUndefined()
    expect(crossOrigin.body.equals(sameOrigin.body)).toBe(true)
  })

  it('answers a slug read the same whether the answer is cached or not, and a body that is not JSON with a 400', async () => {
    const slug = categories[1].slug
    const answers = await Promise.all([0, 1, 2].map(() => post('/product/category', { slugName: ` ${slug.toUpperCase()} ` })))
    const again = await post('/product/category', { slugName: slug })
    for (const reply of [...answers, again]) {
      expect(reply.status).toBe(200)
      expect(reply.body).toEqual(answers[0].body)
    }
    const malformed = await call('POST', '/product/category', { raw: '{"slugName":', headers: { 'Content-Type': 'application/json' } })
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({ message: 'Malformed JSON body' })
  })

  it('GET /settings says online payment is configured and gives the public key id, never the secret', async () => {
    const reply = await get('/settings')
    expect(reply.status).toBe(200)
    expect(shopSettingsResponseSchema.parse(reply.body).data).toEqual({ onlinePayment: true, razorpayKeyId: TEST_KEYS.razorpayKeyId })
    expect(reply.text).not.toContain(TEST_KEYS.razorpayKeySecret)
  })
})

describe('catalogue edits by staff', () => {
  let categoryId: string

  beforeAll(async () => {
    const reply = await get('/category')
    categoryId = reply.body.data[0]._id
  })

  const newProduct = (status: 'draft' | 'published') => ({
    name: `Test Dressing ${randomInt(1e9)}`,
    category: categoryId,
    variants: [{ size: 'General', codes: [{ shortCode: `T${randomInt(1e6)}`, originalPrice: 25000, discountedPrice: 19950 }] }],
    _status: status,
  })

  it('never shows a draft product, in lists or by slug', async () => {
    const created = await rest('POST', '/products?draft=true', newProduct('draft'))
    expect(created.status, created.text).toBe(201)
    const slug = created.body.doc.slug as string
    expect((await everyCard()).some((card) => card.slug === slug)).toBe(false)
    expect((await post('/product/single', { slugName: slug })).status).toBe(404)
  })

  it('shows a staff edit on the next request: a new product, a price change, then the deletion', async () => {
    const created = await rest('POST', '/products', newProduct('published'))
    expect(created.status, created.text).toBe(201)
    const { id, slug } = created.body.doc as { id: string; slug: string }
    const single = await post('/product/single', { slugName: slug })
    expect(single.status).toBe(200)
    expect(single.body.data[0].variants[0].codes[0]).toMatchObject({ originalPrice: 250, discountedPrice: 199.5 })
    expect(single.body.data[0].priceRange).toEqual({ min: 250, max: 250 })

    const variants = created.body.doc.variants
    variants[0].codes[0].discountedPrice = 17500
    const edited = await rest('PATCH', `/products/${id}`, { variants })
    expect(edited.status, edited.text).toBe(200)
    const after = await post('/product/single', { slugName: slug })
    expect(after.body.data[0].variants[0].codes[0].discountedPrice).toBe(175)

    expect((await rest('DELETE', `/products/${id}`)).status).toBe(200)
    expect((await post('/product/single', { slugName: slug })).status).toBe(404)
    expect((await everyCard()).some((card) => card._id === id)).toBe(false)
  })

  it('shows a renamed category on the next request', async () => {
    const created = await rest('POST', '/categories', { name: `Test Category ${randomInt(1e9)}` })
    expect(created.status, created.text).toBe(201)
    const { id } = created.body.doc as { id: string }
    expect((await get('/category')).body.data.some((category: Category) => category._id === id)).toBe(true)
    const renamed = await rest('PATCH', `/categories/${id}`, { name: `Renamed ${randomInt(1e9)}` })
    expect(renamed.status).toBe(200)
    const after = (await get('/category')).body.data.find((category: Category) => category._id === id)
    expect(after.name).toBe(renamed.body.doc.name)
    expect((await rest('DELETE', `/categories/${id}`)).status).toBe(200)
    expect((await get('/category')).body.data.some((category: Category) => category._id === id)).toBe(false)
  })
})
