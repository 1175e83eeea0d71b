import type { Endpoint, Payload, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { isCustomer } from '../../access/roles'
import { peek, type CacheTag } from '../../services/cache'
import { answerResponse, cachedAnswer, type CachedAnswer } from '../../services/cache/answer'
import { buyerAnswer, heldBuyerAnswer } from '../../services/pricing'
import { json, parseQuery, queryOrNull, readJsonObject, route, type QueryParams } from '../http'

/**
 * Public reads of the shop API that the production server's fast path (direct.ts) may answer without
 * Payload's dispatcher. Each is declared once, next to its endpoint: the declaration is the Payload endpoint, and it
 * carries what the fast path needs (method, path, cache key or search), so both find an answer under the same key.
 */

/** What a read's key is computed from: decoded route parameters, the query string, and a POST's JSON body. */
export type ReadRequest = { params: Readonly<Record<string, string>>; search: URLSearchParams; body: unknown }

/** A search computed per request from memory (no cache, no database): cheaper to answer than Payload's request set-up. */
export type ComputedRead<S extends z.ZodTypeAny> = {
  /** The query's parameters, or null when the request is not this search. */
  query: (request: ReadRequest) => QueryParams | null
  schema: S
  body: (payload: Payload, query: z.output<S>) => Promise<unknown>
}

/**
 * What the fast path sends: a cached answer (ETag, 304, gzip), a computed body (like the endpoint's `json()`), or a
 * signed-in buyer's own answer, as UTF-8 JSON (like the endpoint's answer to them: `no-store`).
 */
export type FastAnswer = { cached: CachedAnswer } | { computed: unknown } | { private: Buffer }

/** A signed-in customer, as Payload's auth sets `req.user`. */
export type Buyer = NonNullable<PayloadRequest['user']>

/** A read as the fast path finds it: by method and path segments (`:name` segments match any one segment). */
export type FastRead = {
  method: 'get' | 'post'
  segments: readonly string[]
  /** A cached read's key for a request, as its endpoint stores the answer (null: this request's answer is not cached). */
  key?: (request: ReadRequest) => string | null
  /** Requests of this path that are a computed search: which ones (`query`), and their body (undefined when invalid). */
  search?: {
    query: (request: ReadRequest) => QueryParams | null
    compute: (payload: Payload, params: QueryParams) => Promise<FastAnswer | undefined>
  }
  /** A read answered per buyer: the answer held for this signed-in buyer, or undefined (the endpoint answers and keeps it). */
  forBuyer?: (payload: Payload, buyer: Buyer, request: ReadRequest) => Promise<FastAnswer | undefined>
}

const FAST_READ = 'shopFastRead'

/** Answers through the cache under the request's key, or computed per request when the key is null. */
export type CacheAnswer = (load: () => Promise<unknown>) => Promise<Response>

/**
 * A cached read: `cachedRead({ method: 'get', path: '/blog/blogSlug/:slug', tags: ['blog'], key, answer })` is the
 * endpoint `GET /api/shop/blog/blogSlug/:slug`. `key` takes the request as sent and must not throw (null: this request's
 * answer is not cached). `answer` checks the request (4xx) and answers through `read.cache`, which keeps the answer
 * under the key until an edit of one of `tags`. `search` (GET only): requests of the same path that are a computed
 * search instead. `forBuyer`: a signed-in customer's answer is the public answer made theirs (their prices), never in
 * the public cache: kept for that customer alone (services/pricing/held-answers), where the fast path finds it for
 * the customer's bearer token (direct.ts).
 */
export function cachedRead<S extends z.ZodTypeAny>(declaration: {
  method: 'get' | 'post'
  path: string
  tags: readonly CacheTag[]
  key: (request: ReadRequest) => string | null
  answer: (req: PayloadRequest, read: ReadRequest & { cache: CacheAnswer }) => Promise<Response>
  search?: ComputedRead<S>
  forBuyer?: (req: PayloadRequest, publicBody: unknown) => Promise<unknown>
}): Endpoint {
  const { method, path, tags, key, answer, search, forBuyer } = declaration
  const endpoint = route(method, path, async (req) => {
    const request = readRequestOf(req, method === 'post' ? await readJsonObject(req) : undefined)
    const searchParams = search?.query(request)
    if (search && searchParams) return computedResponse(req, search, searchParams)
    const requestKey = forBuyer && isCustomer(req.user) ? null : key(request)
    const cache: CacheAnswer = async (load) => {
      if (forBuyer && isCustomer(req.user)) {
        const body = await buyerAnswer(req.payload, req.user!, key(request), async () => forBuyer(req, await load()))
        return privateResponse(body)
      }
      return requestKey === null ? json(await load()) : answerResponse(req, await cachedAnswer(requestKey, tags, load))
    }
    return answer(req, { ...request, cache })
  })
  return withFastRead(endpoint, {
    method,
    segments: segmentsOf(path),
    key,
    search: search && fastSearch(search),
    forBuyer: forBuyer && (async (payload, buyer, request) => heldAnswerFor(payload, buyer, key(request))),
  })
}

async function heldAnswerFor(payload: Payload, buyer: Buyer, key: string | null): Promise<FastAnswer | undefined> {
  const body = key === null ? undefined : await heldBuyerAnswer(payload, buyer, key)
  return body === undefined ? undefined : { private: body }
}

/** A buyer's own answer, as `json()` sends it: never stored by browsers or proxies. */
function privateResponse(body: Buffer): Response {
  // A Node Buffer is a Uint8Array over an ArrayBuffer (never a shared one).
  return new Response(body as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })
}

/** A computed read: `GET /api/shop{path}` answers `body` for the query, or 400 with field messages when it is invalid. */
export function computedRead<S extends z.ZodTypeAny>(
  path: string,
  read: Omit<ComputedRead<S>, 'query'> & { query: (request: ReadRequest) => QueryParams },
): Endpoint {
  const endpoint = route('get', path, async (req) => computedResponse(req, read, read.query(readRequestOf(req, undefined))))
  return withFastRead(endpoint, { method: 'get', segments: segmentsOf(path), search: fastSearch(read) })
}

async function computedResponse<S extends z.ZodTypeAny>(
  req: PayloadRequest,
  read: ComputedRead<S>,
  params: QueryParams,
): Promise<Response> {
  return json(await read.body(req.payload, parseQuery(read.schema, params)))
}

/**
 * The answer the fast path may send for a request of `read` without its endpoint: the computed search, or the cached
 * answer under the request's key; undefined when the search is invalid (the endpoint answers its 400), or the answer is
 * not cached (yet).
 */
export async function fastAnswer(read: FastRead, request: ReadRequest, payload: Payload): Promise<FastAnswer | undefined> {
  const searchParams = read.search?.query(request)
  if (read.search && searchParams) return read.search.compute(payload, searchParams)
  const key = read.key?.(request) ?? null
  const hit = key === null ? undefined : await settled(peek<CachedAnswer>(key))
  return hit ? { cached: hit } : undefined
}

function fastSearch<S extends z.ZodTypeAny>(read: ComputedRead<S>): NonNullable<FastRead['search']> {
  return {
    query: read.query,
    compute: async (payload, params) => {
      const query = queryOrNull(read.schema, params)
      return query === null ? undefined : { computed: await read.body(payload, query) }
    },
  }
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

function withFastRead(endpoint: Endpoint, fastRead: FastRead): Endpoint {
  return { ...endpoint, custom: { ...endpoint.custom, [FAST_READ]: fastRead } }
}

/** The endpoint's view of a request as the fast path sees it: Payload decodes route parameters as direct.ts does. */
function readRequestOf(req: PayloadRequest, body: unknown): ReadRequest {
  const params = Object.fromEntries(Object.entries(req.routeParams ?? {}).map(([name, value]) => [name, String(value)]))
  return { params, search: req.searchParams ?? new URLSearchParams(), body }
}

/** The value of a cached load, or undefined when it is missing or failed (the endpoint then answers). */
async function settled<T>(value: Promise<T> | undefined): Promise<T | undefined> {
  try {
    return await value
  } catch {
    return undefined
  }
}

/** The fast reads among `endpoints`, in their order (Payload's dispatcher also takes the first match). */
export function fastReadsOf(endpoints: readonly Endpoint[]): FastRead[] {
  return endpoints.flatMap((endpoint) => (endpoint.custom?.[FAST_READ] ? [endpoint.custom[FAST_READ] as FastRead] : []))
}

/** The fast read declared for a method and decoded path segments below /api/shop, with its route parameters. */
export function findFastRead(
  reads: readonly FastRead[],
  method: FastRead['method'],
  segments: readonly string[],
): { read: FastRead; params: Record<string, string> } | undefined {
  for (const read of reads) {
    if (read.method !== method || read.segments.length !== segments.length) continue
    if (read.segments.every((segment, index) => segment.startsWith(':') || segment === segments[index])) {
      const params: Record<string, string> = {}
      read.segments.forEach((segment, index) => {
        if (segment.startsWith(':')) params[segment.slice(1)] = segments[index]
      })
      return { read, params }
    }
  }
  return undefined
}
