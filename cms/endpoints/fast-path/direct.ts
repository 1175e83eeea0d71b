import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import { SHOP_API_HANDLER_KEY } from '../../lib/server-shared.mjs'
import { sendWebResponse, webRequestOf } from '../../lib/web-bridge'
import { customerOfBearer } from './bearer'
import { revalidated, type CachedAnswer } from '../../services/cache/answer'
import { fastAnswer, fastReadsOf, findFastRead, type FastAnswer, type FastRead, type ReadRequest } from './shop-reads'

/** A catalogue read's body is `{ slugName }`; a larger one streams to the endpoint, which enforces the JSON body limit. */
const MAX_READ_BODY_BYTES = 4096
/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
const MIN_GZIP_BYTES = 1024
const PREFIX = '/api/shop/'
const SESSION_COOKIE = /(^|;\s*)payload-token=/

/** Answers a request itself (true) or leaves it untouched for Next.js (false). */
export type DirectHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>

/**
 * Serves the shop API (/api/shop/…) in the production server without Next.js's routing, which costs more CPU than
 * most shop calls themselves (docs/decisions/008-shop-api-before-next.md):
 * - a cached public read (catalogue, blog) is sent straight from the answer cache, gzip-compressed when large, and a
 *   product search is computed from the catalogue snapshot here: the reads declared with `cachedRead`/`computedRead`
 *   (shop-reads.ts), found among Payload's endpoints by method and path;
 * - a read a signed-in buyer makes with their bearer token (`forBuyer` reads: a product with their prices) is sent from
 *   the answer held for that buyer, once the token is verified as Payload verifies it (bearer.ts); any
 *   token it cannot vouch for, or an answer not held yet, goes to the endpoint (docs/decisions/034-signed-in-reads.md);
 * - every other call goes to Payload's `handleEndpoints`, exactly what the Next.js route `app/(payload)/api` does.
 * Anything outside /api/shop is left to Next.js. `next dev` and `next start` keep using the Next.js route.
 */
export function registerDirectShopApi(payload: Payload): void {
  const { config } = payload
  const reads = fastReadsOf(config.endpoints)
  const handler: DirectHandler = async (req, res) => {
    const url = req.url ?? ''
    if (!url.startsWith(PREFIX)) return false
    // As Next.js does: without a trusted proxy (cms/instrumentation.ts) the socket address is the client.
    req.headers['x-forwarded-for'] ??= req.socket.remoteAddress
    const found = sameOrigin(req) ? findRead(reads, req, url) : undefined
    const answerOf = found && (await answererFor(found.read, req, payload))
    if (answerOf && found.read.method === 'get') {
      const answer = await answerOf({ params: found.params, search: found.search, body: undefined })
      if (answer) {
        send(req, res, answer)
        return true
      }
    } else if (answerOf && Number(req.headers['content-length'] ?? NaN) <= MAX_READ_BODY_BYTES) {
      const text = await readBody(req)
      const answer = await answerOf({ params: found.params, search: found.search, body: parseJson(text) })
      if (answer) send(req, res, answer)
      else await forwardToPayload(config, req, res, text)
      return true
    }
    await forwardToPayload(config, req, res)
    return true
  }
  ;(globalThis as Record<symbol, unknown>)[SHOP_API_HANDLER_KEY] = handler
}

/** The fast read a GET, HEAD or POST request asks for, with its route parameters and query string. */
function findRead(reads: readonly FastRead[], req: IncomingMessage, url: string) {
  const method = req.method === 'GET' || req.method === 'HEAD' ? 'get' : req.method === 'POST' ? 'post' : undefined
  if (method === undefined) return undefined
  const { pathname, searchParams } = new URL(url, 'http://shop.invalid')
  const segments = decodedSegments(pathname.slice(PREFIX.length))
  const found = segments && findFastRead(reads, method, segments)
  return found ? { ...found, search: searchParams } : undefined
}

type Answerer = (request: ReadRequest) => Promise<FastAnswer | undefined>

/**
 * How the fast path may answer this request of `read`: with the public answer (no credentials), with the answer held
 * for the signed-in customer of a read answered per buyer, or not at all (undefined) when the endpoint must decide:
 * credentials on another read, a session cookie, or a token this process cannot vouch for (Payload's auth then
 * answers exactly as before).
 */
async function answererFor(read: FastRead, req: IncomingMessage, payload: Payload): Promise<Answerer | undefined> {
  if (!carriesCredentials(req)) return (request) => fastAnswer(read, request, payload)
  const { forBuyer } = read
  if (!forBuyer || SESSION_COOKIE.test(String(req.headers.cookie ?? ''))) return undefined
  const customer = await customerOfBearer(payload, req.headers.authorization)
  return customer && ((request) => forBuyer(payload, customer, request))
}

/**
 * A signed-in buyer may have prices of their own (price lists): a request with a bearer token or a session cookie
 * is answered per buyer, never from, or into, the public cache.
 */
function carriesCredentials(req: IncomingMessage): boolean {
  return req.headers.authorization !== undefined || SESSION_COOKIE.test(String(req.headers.cookie ?? ''))
}

/** A cross-origin call skips the cache: Payload decides its CORS headers. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin
  if (origin === undefined) return true
  try {
    return new URL(origin).host === req.headers.host
  } catch {
    return false
  }
}

/** Path segments, decoded, without empty ones (a trailing slash is ignored), or null when one is malformed. */
function decodedSegments(path: string): string[] | null {
  try {
    return path
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Encoded copies of answers (UTF-8, and gzip when large), made once per answer and dropped with it. */
const encoded = new WeakMap<CachedAnswer, { plain: Buffer; gzip?: Buffer }>()

function encodings(answer: CachedAnswer): { plain: Buffer; gzip?: Buffer } {
  let entry = encoded.get(answer)
  if (!entry) {
    const plain = Buffer.from(answer.text)
    entry = { plain, gzip: plain.length >= MIN_GZIP_BYTES ? gzipSync(plain) : undefined }
    encoded.set(answer, entry)
  }
  return entry
}

function send(req: IncomingMessage, res: ServerResponse, answer: FastAnswer): void {
  if ('cached' in answer) sendCached(req, res, answer.cached)
  else if ('private' in answer) sendJson(req, res, answer.private)
  else sendJson(req, res, JSON.stringify(answer.computed))
}

/** The cached answer: 304 when the browser holds it already, gzip when the browser takes it, as the endpoint sends. */
function sendCached(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): void {
  const { status, headers } = revalidated(answer, req.headers['if-none-match'])
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.setHeader('Vary', 'Accept-Encoding')
  res.statusCode = status
  if (status === 304) {
    res.end()
    return
  }
  const { plain, gzip } = encodings(answer)
  const useGzip = gzip !== undefined && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  if (useGzip) res.setHeader('Content-Encoding', 'gzip')
  const body = useGzip ? gzip : plain
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * A computed answer (text) or a private one (encoded already), as the endpoint's `json()` sends it; the server's
 * compression gzips it for browsers.
 */
function sendJson(req: IncomingMessage, res: ServerResponse, body: string | Buffer): void {
  res.statusCode = 200
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Content-Type', 'application/json')
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * Hands the request to Payload's endpoint dispatcher and writes its answer. `body` is the body when it has been read
 * already; otherwise the request streams its body (Payload's endpoints cap it at the JSON body limit).
 */
async function forwardToPayload(config: SanitizedConfig, req: IncomingMessage, res: ServerResponse, body?: string) {
  const request = webRequestOf(req, body)
  await sendWebResponse(req, res, await handleEndpoints({ config, path: new URL(request.url).pathname, request }))
}
