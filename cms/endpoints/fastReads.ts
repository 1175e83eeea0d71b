import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

import { handleEndpoints, type SanitizedConfig } from 'payload'

import { peek } from '../services/cache'
import type { CachedAnswer } from '../services/cache/answer'
import { getReadKey, isBodyRead, postReadKey } from './public/readKeys'

/** A catalogue read's body is `{ slugName }`; anything larger goes the normal way, which enforces the 1 MB cap. */
const MAX_READ_BODY_BYTES = 4096
/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
const MIN_GZIP_BYTES = 1024
const PREFIX = '/api/shop/'

/** Answers a request itself (true) or leaves it untouched for Next.js (false). */
export type FastReadHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>

/** Where the production server (scripts/serve.mjs) finds the handler once Payload has started. */
export const FAST_READS_KEY = Symbol.for('nuvo.shop.fastReads')

/**
 * Serves the shop API's cached public reads (catalogue and blog) straight from the answer cache, before Next.js
 * routes the request and Payload builds its request context: that pipeline costs several times more CPU than
 * sending the cached bytes (docs/decisions/008-cached-reads-before-next.md). Called by scripts/serve.mjs for every
 * request; anything that is not a cached read, or not cached yet, is left to Next.js and the Payload endpoints.
 */
export function registerFastReads(config: SanitizedConfig): void {
  const handler: FastReadHandler = async (req, res) => {
    const url = req.url ?? ''
    if (!url.startsWith(PREFIX) || !sameOrigin(req)) return false
    const { pathname, searchParams } = new URL(url, 'http://shop.invalid')
    const path = decodePath(pathname.slice(PREFIX.length))
    if (path === null) return false

    if (req.method === 'GET' || req.method === 'HEAD') {
      const key = getReadKey(path, searchParams)
      const answer = key === null ? undefined : await settled(peek<CachedAnswer>(key))
      if (!answer) return false
      send(req, res, answer)
      return true
    }

    if (req.method !== 'POST' || !isBodyRead(path)) return false
    const declared = Number(req.headers['content-length'] ?? NaN)
    if (!(declared <= MAX_READ_BODY_BYTES)) return false
    // From here the body is read, so this handler answers even a miss: through Payload's endpoint, as Next would.
    const text = await readBody(req)
    const answer = await settled(peek<CachedAnswer>(postReadKey(path, parseJson(text)) ?? ''))
    if (answer) send(req, res, answer)
    else await forwardToPayload(config, req, res, url, text)
    return true
  }
  ;(globalThis as Record<symbol, unknown>)[FAST_READS_KEY] = handler
}

/** A cross-origin call is left to Payload, which decides its CORS headers. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin
  if (origin === undefined) return true
  try {
    return new URL(origin).host === req.headers.host
  } catch {
    return false
  }
}

function decodePath(path: string): string | null {
  try {
    return path
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment))
      .join('/')
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

/** The value of a cached load, or undefined while it is missing or if it failed (the endpoint then answers). */
async function settled<T>(value: Promise<T> | undefined): Promise<T | undefined> {
  try {
    return await value
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

/** The cached answer: 304 when the browser holds it already, gzip when the browser takes it, as the endpoint sends. */
function send(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): void {
  res.setHeader('ETag', answer.etag)
  res.setHeader('Cache-Control', 'no-cache')
  res.setHeader('Content-Type', 'application/json')
  res.setHeader('Vary', 'Accept-Encoding')
  const presented = req.headers['if-none-match']
  if (presented && presented.split(',').some((tag) => tag.trim() === answer.etag)) {
    res.statusCode = 304
    res.end()
    return
  }
  const { plain, gzip } = encodings(answer)
  const useGzip = gzip !== undefined && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  if (useGzip) res.setHeader('Content-Encoding', 'gzip')
  const body = useGzip ? gzip : plain
  res.setHeader('Content-Length', body.length)
  res.statusCode = 200
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** A POST read that missed the cache: Payload's endpoint answers it (and fills the cache), as under Next.js. */
async function forwardToPayload(config: SanitizedConfig, req: IncomingMessage, res: ServerResponse, url: string, body: string) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'content-length') headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const origin = `http://${req.headers.host ?? 'localhost'}`
  const request = new Request(new URL(url, origin), { method: 'POST', headers, body })
  const response = await handleEndpoints({ config, path: new URL(url, origin).pathname, request })
  res.statusCode = response.status
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies)
  res.end(Buffer.from(await response.arrayBuffer()))
}
