// @ts-check
// The storefront's build files as the build compressed them (`file.br`, `file.gz` beside each script, stylesheet and
// SVG, written by storefront/vite.config.ts): brotli at its strongest is about a sixth smaller than the gzip Next.js
// would make on the fly, and costs no CPU per request. docs/decisions/018-storefront-first-load-budget.md.
import fs from 'node:fs/promises'
import path from 'node:path'

import { ROOT } from './project.mjs'

/** @import { IncomingMessage } from 'node:http' */

/** Build files with a content hash in their name (a changed file gets a new name), and the icon. */
const SERVED = /^\/(?:(?:js|assets)\/[\w.-]+\.(?:js|css|svg)|favicon\.svg)$/
/** @type {Record<string, string>} */
const CONTENT_TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' }
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
]

/**
 * The codings an Accept-Encoding header allows (a `q=0` refuses one).
 * @param {string | undefined} header
 */
export function acceptedEncodings(header) {
  const accepted = new Set()
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name)
  }
  return accepted
}

/** @type {Map<string, { mtimeMs: number, body: Buffer }>} */
const cache = new Map()

/**
 * A file's bytes, kept in memory until the file changes.
 * @param {string} file
 */
async function readVariant(file) {
  let stat
  try {
    stat = await fs.stat(file)
  } catch {
    return null
  }
  const hit = cache.get(file)
  if (hit?.mtimeMs === stat.mtimeMs) return hit.body
  const body = await fs.readFile(file)
  cache.set(file, { mtimeMs: stat.mtimeMs, body })
  return body
}

/**
 * Answers a GET or HEAD for a build file with its precompressed copy in the best coding the browser accepts, and
 * returns true; returns false (Next.js serves the request as before) for anything else, and for a browser that
 * accepts neither coding. `dist` is the storefront's build folder.
 * @param {Pick<IncomingMessage, 'method' | 'url' | 'headers'>} req
 * @param {{ writeHead(status: number, headers: Record<string, string | number>): unknown, end(body?: Buffer): unknown }} res
 */
export async function servePrecompressed(req, res, dist = path.join(ROOT, 'storefront', 'dist')) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const pathname = (req.url ?? '').split('?')[0]
  if (!SERVED.test(pathname)) return false
  const accepted = acceptedEncodings(req.headers['accept-encoding'])
  for (const [coding, suffix] of ENCODINGS) {
    if (!accepted.has(coding) && !accepted.has('*')) continue
    const body = await readVariant(path.join(dist, `${pathname}${suffix}`))
    if (!body) continue
    const hashed = pathname !== '/favicon.svg'
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(pathname)],
      'Content-Encoding': coding,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600, must-revalidate',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
  return false
}
