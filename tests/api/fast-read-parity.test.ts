import { beforeAll, describe, expect, it } from 'vitest'

import { PRODUCT_PAGE_SIZE, productListResponseSchema } from '../../cms/contract'
import { shopEndpoints } from '../../cms/endpoints'
import { fastReadsOf, type FastRead } from '../../cms/endpoints/fast-path/shop-reads'
import { call, registerCustomer, rest, type Reply } from '../helpers/api'

/**
 * The production server answers the reads declared in cms/endpoints/fast-path/shop-reads.ts from its answer cache (or
 * computes a search) without Payload's dispatcher (docs/decisions/008-shop-api-before-next.md, 034). Each read, found
 * among the config's endpoints as the server finds it, is asked the same questions twice: as the storefront asks (the
 * shortcut answers when it can), and with an Origin of another site, which the shortcut always hands to Payload's
 * endpoint. Both answers must agree in status, content type and body.
 *
 * Which one answered shows in the headers: Payload's dispatcher adds its CORS headers to every answer, the shortcut
 * never does. Every read must be answered at least once by the shortcut, or the comparison would prove nothing.
 */

/** An Origin the shortcut does not serve (docs/decisions/008): the request goes to Payload's `handleEndpoints`. */
const THROUGH_PAYLOAD = { Origin: 'http://another-site.invalid' }

type Question = { path: string; body?: unknown; status: number }
type Answer = { status: number; contentType: string | null; body: unknown; byShortcut: boolean }

const readName = (read: Pick<FastRead, 'method' | 'segments'>) => `${read.method.toUpperCase()} /${read.segments.join('/')}`

function answerOf(reply: Reply): Answer {
  return {
    status: reply.status,
    contentType: reply.headers.get('content-type'),
    body: reply.body,
    byShortcut: !reply.headers.has('access-control-allow-methods'),
  }
}

async function ask(method: FastRead['method'], question: Question, headers: Record<string, string> = {}, token?: string) {
  const body = method === 'post' ? question.body : undefined
  return answerOf(await call(method.toUpperCase(), question.path, { body, headers, token }))
}

/** What must be the same whoever answers: status, content type and body (not ETag, Date or CORS headers). */
const sameness = ({ status, contentType, body }: Answer) => ({ status, contentType, body })

/** Payload's answer, then the storefront's twice (the first may fill the cache); all three the same. */
async function compare(method: FastRead['method'], question: Question, token?: string): Promise<Answer> {
  const payloads = await ask(method, question, THROUGH_PAYLOAD, token)
  expect(payloads.byShortcut, `${question.path} through Payload`).toBe(false)
  expect(payloads.status, `${question.path}: ${JSON.stringify(payloads.body)}`).toBe(question.status)
  let fast = payloads
  for (let round = 0; round < 2; round += 1) {
    fast = await ask(method, question, {}, token)
    expect(sameness(fast), `${method.toUpperCase()} ${question.path} ${JSON.stringify(question.body ?? '')}`).toEqual(sameness(payloads))
  }
  return fast
}

type Seeded = { category: string; product: string; post: string; postCategory: string; postTag: string }

/** Representative questions of each read: an existing item, a missing one (404), bad input (400), paging, searches. */
function questionsOf(seeded: Seeded): Record<string, Question[]> {
  const { category, product, post, postCategory, postTag } = seeded
  return {
    'GET /category': [
      { path: '/category', status: 200 },
      { path: '/category/', status: 200 },
    ],
    'POST /product/category': [
      { path: '/product/category', body: { slugName: category }, status: 200 },
      { path: '/product/category', body: { slugName: category.toUpperCase(), page: 1, limit: PRODUCT_PAGE_SIZE }, status: 200 },
      { path: '/product/category', body: { slugName: category, limit: 2 }, status: 200 },
      { path: '/product/category', body: { slugName: 'no-such-category' }, status: 404 },
      { path: '/product/category', body: { slugName: category, page: 0 }, status: 400 },
      { path: '/product/category', body: {}, status: 400 },
    ],
    'GET /product': [
      { path: '/product', status: 200 },
      { path: `/product?page=1&limit=${PRODUCT_PAGE_SIZE}`, status: 200 },
      { path: '/product?page=1&limit=3', status: 200 },
      { path: '/product?page=2&limit=3', status: 200 },
      { path: '/product?search=suture', status: 200 },
      { path: '/product/?search=suture&limit=2', status: 200 },
      { path: '/product?page=abc', status: 400 },
      { path: '/product?search=', status: 400 },
    ],
    'GET /product/search': [
      { path: '/product/search?q=suture', status: 200 },
      { path: '/product/search?q=tape&limit=3', status: 200 },
      { path: '/product/search?q=no-product-is-called-this', status: 200 },
      { path: '/product/search', status: 400 },
      { path: '/product/search?q=suture&limit=0', status: 400 },
    ],
    'GET /product/featured': [{ path: '/product/featured', status: 200 }],
    'POST /product/single': [
      { path: '/product/single', body: { slugName: product }, status: 200 },
      { path: '/product/single', body: { slugName: product.toUpperCase() }, status: 200 },
      { path: '/product/single', body: { slugName: 'no-such-product' }, status: 404 },
      { path: '/product/single', body: { slugName: 42 }, status: 400 },
    ],
    'GET /blog': [{ path: '/blog', status: 200 }],
    'GET /blog/tags-and-categories': [{ path: '/blog/tags-and-categories', status: 200 }],
    'GET /blog/blogSlug/:slug': [
      { path: `/blog/blogSlug/${post}`, status: 200 },
      { path: `/blog/blogSlug/${post.toUpperCase()}`, status: 200 },
      { path: '/blog/blogSlug/no-such-post', status: 404 },
    ],
    'GET /blog/category/:slug': [
      { path: `/blog/category/${postCategory}`, status: 200 },
      { path: '/blog/category/no-such-category', status: 404 },
    ],
    'GET /blog/tag/:slug': [
      { path: `/blog/tag/${postTag}`, status: 200 },
      { path: '/blog/tag/no-such-tag', status: 404 },
    ],
  }
}

const reads = fastReadsOf(shopEndpoints)
let seeded: Seeded

beforeAll(async () => {
  const categories = await call('GET', '/category')
  const products = await call('GET', '/product')
  const posts = await call('GET', '/blog')
  const post = posts.body.data.find(
    (candidate: { categories: unknown[]; tags: unknown[] }) => candidate.categories.length && candidate.tags.length,
  )
  expect(post, 'a seeded post with a category and a tag').toBeDefined()
  seeded = {
    category: categories.body.data.find((category: { slug: string }) => category.slug).slug,
    product: products.body.data[0].slug,
    post: post.slug,
    postCategory: post.categories[0].slug,
    postTag: post.tags[0].slug,
  }
})

describe("the production server's fast reads answer what Payload's endpoints answer", () => {
  it('every fast read of the shop API has questions here', () => {
    expect(reads.length).toBeGreaterThan(0)
    expect(reads.map(readName).sort()).toEqual(Object.keys(questionsOf(seeded)).sort())
  })

  it.each(reads.map((read) => [readName(read), read] as const))('%s', async (_name, read) => {
    let answeredByShortcut = 0
    for (const question of questionsOf(seeded)[readName(read)] ?? []) {
      if ((await compare(read.method, question)).byShortcut) answeredByShortcut += 1
    }
    expect(answeredByShortcut, 'questions the shortcut answered itself').toBeGreaterThan(0)
  })

  it("a signed-in buyer's held product read is the answer Payload's endpoint gives that buyer", async () => {
    const read = reads.find((candidate) => candidate.forBuyer)
    expect(read && readName(read)).toBe('POST /product/single')
    const buyer = await registerCustomer()
    const business = await call('PATCH', '/user/business', {
      token: buyer.token,
      body: { organisation: 'Parity Surgicals', type: 'distributor', gstin: '27AAPFU0939F1ZV' },
    })
    expect(business.status, business.text).toBe(200)
    const verified = await rest('PATCH', `/customers/${buyer.id}`, { business: { verified: true } })
    expect(verified.status, verified.text).toBe(200)
    const question = { path: '/product/single', body: { slugName: seeded.product }, status: 200 }
    const code = productListResponseSchema.parse((await call('POST', question.path, { body: question.body })).body).data[0].variants[0]
      .codes[0]
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
    const contractPrice = 7
    const list = await rest('POST', '/price-lists', {
      name: `Parity contract ${buyer.id}`,
      validFrom: today,
      customers: [buyer.id],
      lines: [{ code: code.shortCode, price: contractPrice * 100 }],
    })
    expect(list.status, list.text).toBe(201)

    // Other test files move stock on the shared server: a movement between two reads moves availability on and
    // retires the held answer, so the reads are asked again a few times before holding counts as broken.
    let held = await compare('post', question, buyer.token)
    for (let attempt = 1; attempt < 4 && !held.byShortcut; attempt += 1) held = await compare('post', question, buyer.token)
    expect(held.byShortcut, 'the second read is sent from the answer held for the buyer').toBe(true)
    const heldCode = productListResponseSchema.parse(held.body).data[0].variants[0].codes[0]
    expect(heldCode).toMatchObject({ shortCode: code.shortCode, discountedPrice: contractPrice, publicPrice: code.discountedPrice })
  })
})
