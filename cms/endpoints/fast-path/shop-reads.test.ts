import type { Payload, PayloadRequest } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { PRODUCT_PAGE_SIZE } from '../../contract/catalogue'
import { invalidate } from '../../services/cache'
import { publicEndpoints } from '../public'
import { cachedRead, computedRead, fastAnswer, fastReadsOf, findFastRead, type ReadRequest } from './shop-reads'

const shopReads = fastReadsOf(publicEndpoints)

/** What the fast path finds for a request below /api/shop: the read, and the request its key is computed from. */
function lookUp(method: 'get' | 'post', path: string, { search = '', body }: { search?: string; body?: unknown } = {}) {
  const found = findFastRead(shopReads, method, path.split('/'))
  if (!found) return undefined
  const request: ReadRequest = { params: found.params, search: new URLSearchParams(search), body }
  return { read: found.read, request, key: found.read.key?.(request) ?? null, isSearch: Boolean(found.read.search?.query(request)) }
}

const keyOf = (...args: Parameters<typeof lookUp>) => lookUp(...args)?.key

function payloadRequest(
  method: 'GET' | 'POST',
  init: { routeParams?: Record<string, string>; body?: string; headers?: Record<string, string> } = {},
) {
  const request = new Request('http://shop.test/api/shop/test', { method, body: init.body, headers: init.headers })
  return Object.assign(request, {
    routeParams: init.routeParams ?? {},
    searchParams: new URLSearchParams(),
    payload: {} as Payload,
  }) as unknown as PayloadRequest
}

describe('the fast path finds declared reads by method and path', () => {
  it('matches literal segments exactly, and a `:slug` segment to any one decoded segment', () => {
    expect(lookUp('get', 'blog/blogSlug/First Post')?.request.params).toEqual({ slug: 'First Post' })
    expect(lookUp('get', 'blog/tag/sutures')?.request.params).toEqual({ slug: 'sutures' })
    expect(lookUp('get', 'category')?.request.params).toEqual({})
  })

  it('finds nothing for other paths, longer or shorter ones, or another method', () => {
    for (const path of [
      'blog/blogSlug/a/b',
      'blog/blogSlug',
      'blog/other/a',
      'user/getmydetails',
      'order/getMyOrder',
      'constructor',
      'Category',
    ]) {
      expect(lookUp('get', path), path).toBeUndefined()
    }
    expect(lookUp('post', 'user/login')).toBeUndefined()
    expect(lookUp('post', 'product/ids')).toBeUndefined()
    expect(lookUp('get', 'product/single')).toBeUndefined()
    expect(lookUp('post', 'category')).toBeUndefined()
  })
})

describe('cache keys of the public reads', () => {
  it('gives each cached read and slug its own key, slugs trimmed and lowercased in paths and bodies alike', () => {
    const keys = [
      keyOf('get', 'category'),
      keyOf('get', 'product'),
      keyOf('get', 'product/featured'),
      keyOf('get', 'blog'),
      keyOf('get', 'blog/tags-and-categories'),
      keyOf('get', 'blog/blogSlug/news'),
      keyOf('get', 'blog/category/news'),
      keyOf('get', 'blog/tag/news'),
      keyOf('post', 'product/single', { body: { slugName: 'news' } }),
      keyOf('post', 'product/category', { body: { slugName: 'news' } }),
    ]
    expect(keys.every((key) => typeof key === 'string')).toBe(true)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keyOf('get', 'blog/blogSlug/First-Post')).toBe(keyOf('get', 'blog/blogSlug/first-post'))
    expect(keyOf('get', 'blog/category/News')).toBe(keyOf('get', 'blog/category/news'))
    expect(keyOf('get', 'blog/tag/ Sutures ')).toBe(keyOf('get', 'blog/tag/sutures'))
    expect(keyOf('get', 'blog/tag/sutures')).not.toBe(keyOf('get', 'blog/tag/staplers'))
    expect(keyOf('post', 'product/single', { body: { slugName: ' Nylon-Sutures ' } })).toBe(
      keyOf('post', 'product/single', { body: { slugName: 'nylon-sutures' } }),
    )
    expect(keyOf('post', 'product/category', { body: { slugName: 'SUTURES' } })).toBe(
      keyOf('post', 'product/category', { body: { slugName: 'sutures' } }),
    )
  })

  it('has no key for a POST body that does not fit the contract: the endpoint answers its 400', () => {
    for (const body of [{ slugName: 5 }, { slugName: '' }, undefined, 'sutures']) {
      expect(keyOf('post', 'product/single', { body })).toBeNull()
      expect(keyOf('post', 'product/category', { body })).toBeNull()
    }
  })

  it('keys list pages of the storefront page size only; other sizes and bad paging are answered by the endpoint', () => {
    expect(keyOf('get', 'product', { search: 'page=1' })).toBe(keyOf('get', 'product'))
    expect(keyOf('get', 'product', { search: `page=2&limit=${PRODUCT_PAGE_SIZE}` })).toBe(keyOf('get', 'product', { search: 'page=2' }))
    expect(keyOf('get', 'product', { search: 'page=3' })).not.toBe(keyOf('get', 'product', { search: 'page=2' }))
    for (const search of ['limit=10', 'page=0', 'page=x']) expect(keyOf('get', 'product', { search }), search).toBeNull()
    const category = (body: object) => keyOf('post', 'product/category', { body: { slugName: 'sutures', ...body } })
    expect(category({ page: 2 })).not.toBe(category({}))
    expect(category({ page: 2, limit: PRODUCT_PAGE_SIZE })).toBe(category({ page: 2 }))
    expect(category({ limit: 12 })).toBeNull()
    expect(category({ page: -1 })).toBeNull()
  })

  it('treats product searches as computed reads, never as a cached page', () => {
    expect(lookUp('get', 'product', { search: 'search=nylon' })?.isSearch).toBe(true)
    expect(lookUp('get', 'product/search', { search: 'q=nylon' })?.isSearch).toBe(true)
    expect(lookUp('get', 'product/search')?.isSearch).toBe(true)
    expect(lookUp('get', 'product', { search: 'page=2' })?.isSearch).toBe(false)
    expect(lookUp('get', 'product/search', { search: 'q=nylon' })?.key).toBeNull()
  })
})

describe('a declared read: the endpoint and the fast path share its answers', () => {
  afterEach(() => invalidate(['content']))

  const thing = cachedRead({
    method: 'get',
    path: '/test/things/:slug',
    tags: ['content'],
    key: ({ params }) => (params.slug === 'uncached' ? null : `test:thing:${params.slug?.toLowerCase()}`),
    answer: async (_req, { params, cache }) => cache(async () => ({ slug: params.slug })),
  })
  const namedThing = cachedRead({
    method: 'post',
    path: '/test/things',
    tags: ['content'],
    key: ({ body }) => `test:named:${(body as { name?: string }).name}`,
    answer: async (_req, { body, cache }) => cache(async () => ({ name: (body as { name?: string }).name })),
  })
  const echo = computedRead('/test/echo', {
    query: ({ search }) => ({ q: search.get('q') }),
    schema: z.object({ q: z.string().min(2) }),
    body: async (_payload, { q }) => ({ echo: q }),
  })
  const list = cachedRead({
    method: 'get',
    path: '/test/list',
    tags: ['content'],
    key: () => 'test:list',
    answer: async (_req, { cache }) => cache(async () => ({ list: true })),
    search: {
      query: ({ search }) => (search.has('q') ? { q: search.get('q') } : null),
      schema: z.object({ q: z.string().min(2) }),
      body: async (_payload, { q }) => ({ found: q }),
    },
  })
  const reads = fastReadsOf([thing, namedThing, echo, list])
  const payload = {} as Payload
  const fast = (method: 'get' | 'post', path: string, request: Partial<ReadRequest> = {}) => {
    const found = findFastRead(reads, method, path.split('/'))
    if (!found) throw new Error(`no read for ${path}`)
    return fastAnswer(found.read, { params: found.params, search: new URLSearchParams(), body: undefined, ...request }, payload)
  }

  it('finds nothing before the endpoint has answered, then the answer the endpoint cached, ETag included', async () => {
    expect(await fast('get', 'test/things/Widget')).toBeUndefined()
    const answered = await thing.handler(payloadRequest('GET', { routeParams: { slug: 'WIDGET' } }))
    expect(answered.status).toBe(200)
    expect(await answered.json()).toEqual({ slug: 'WIDGET' })
    const found = await fast('get', 'test/things/Widget')
    expect(found).toEqual({ cached: { text: '{"slug":"WIDGET"}', etag: answered.headers.get('etag') } })
  })

  it('answers 304 from the endpoint to a client presenting the ETag, with the same headers the fast path sends', async () => {
    const first = await thing.handler(payloadRequest('GET', { routeParams: { slug: 'widget' } }))
    const etag = first.headers.get('etag')!
    const again = await thing.handler(
      payloadRequest('GET', { routeParams: { slug: 'widget' }, headers: { 'If-None-Match': `W/"other", ${etag}` } }),
    )
    expect(again.status).toBe(304)
    expect(Object.fromEntries(again.headers)).toMatchObject({ etag, 'cache-control': 'no-cache', 'content-type': 'application/json' })
  })

  it('computes a request without a key per request and leaves it out of the cache', async () => {
    const answered = await thing.handler(payloadRequest('GET', { routeParams: { slug: 'uncached' } }))
    expect(answered.headers.get('cache-control')).toBe('no-store')
    expect(answered.headers.get('etag')).toBeNull()
    expect(await fast('get', 'test/things/uncached')).toBeUndefined()
  })

  it('keys a POST read by its JSON body, read by the endpoint and by the fast path alike', async () => {
    const body = JSON.stringify({ name: 'gauze' })
    const answered = await namedThing.handler(payloadRequest('POST', { body, headers: { 'Content-Type': 'application/json' } }))
    expect(answered.status).toBe(200)
    expect(await fast('post', 'test/things', { body: JSON.parse(body) })).toEqual({
      cached: expect.objectContaining({ text: '{"name":"gauze"}' }),
    })
    const malformed = await namedThing.handler(payloadRequest('POST', { body: '{"name":' }))
    expect(malformed.status).toBe(400)
  })

  it('computes a valid search on the fast path, and leaves an invalid one to the endpoint for its 400', async () => {
    expect(await fast('get', 'test/echo', { search: new URLSearchParams('q=gauze') })).toEqual({ computed: { echo: 'gauze' } })
    expect(await fast('get', 'test/echo', { search: new URLSearchParams('q=g') })).toBeUndefined()
    const refused = await echo.handler(Object.assign(payloadRequest('GET'), { searchParams: new URLSearchParams('q=g') }))
    expect(refused.status).toBe(400)
  })

  it('answers a search on a cached path as a search, never with the cached list of that path', async () => {
    await list.handler(payloadRequest('GET'))
    expect(await fast('get', 'test/list')).toEqual({ cached: expect.objectContaining({ text: '{"list":true}' }) })
    expect(await fast('get', 'test/list', { search: new URLSearchParams('q=gauze') })).toEqual({ computed: { found: 'gauze' } })
    expect(await fast('get', 'test/list', { search: new URLSearchParams('q=g') })).toBeUndefined()
    const refused = await list.handler(Object.assign(payloadRequest('GET'), { searchParams: new URLSearchParams('q=g') }))
    expect(refused.status).toBe(400)
  })
})
