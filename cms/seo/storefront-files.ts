import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { env } from '../env'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest', '.map'])

/** Build output under js/ and assets/ has a content hash in its name: it can be cached for a year. */
const HASHED_DIRS = ['js/', 'assets/']

export type Encoding = 'br' | 'gzip' | 'identity'

type FileEntry = { body: Buffer; mtimeMs: number; encoded: Map<Encoding, Promise<Buffer>> }
const files = new Map<string, FileEntry>()

export function storefrontDist(): string {
  return path.join(env().appRoot, 'storefront', 'dist')
}

/** The best encoding the client accepts, for text types. */
export function chooseEncoding(acceptEncoding: string | null, extension: string): Encoding {
  if (!COMPRESSIBLE.has(extension) || !acceptEncoding) return 'identity'
  const accepted = acceptEncoding.toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return 'identity'
}

async function readCached(absolute: string): Promise<FileEntry | null> {
  let stat
  try {
    stat = await fs.stat(absolute)
  } catch {
    return null
  }
  if (!stat.isFile()) return null
  const hit = files.get(absolute)
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit
  const entry: FileEntry = { body: await fs.readFile(absolute), mtimeMs: stat.mtimeMs, encoded: new Map() }
  files.set(absolute, entry)
  return entry
}

/** The file's bytes in `encoding`, compressed once and kept. */
export function encodedBody(entry: { body: Buffer; encoded: Map<Encoding, Promise<Buffer>> }, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(entry.body)
  let encoded = entry.encoded.get(encoding)
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotli(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzip(entry.body, { level: 9 })
    entry.encoded.set(encoding, encoded)
  }
  return encoded
}

/**
 * A file of the storefront build, or null when there is none at `relativePath` (which may not leave the build folder).
 * Hashed files get a one-year immutable cache; others are revalidated.
 */
export async function serveStorefrontFile(relativePath: string, acceptEncoding: string | null, head: boolean): Promise<Response | null> {
  const root = storefrontDist()
  const absolute = path.resolve(root, relativePath)
  if (!absolute.startsWith(root + path.sep) || relativePath === 'index.html') return null
  const entry = await readCached(absolute)
  if (!entry) return null
  const extension = path.extname(absolute).toLowerCase()
  const encoding = chooseEncoding(acceptEncoding, extension)
  const body = await encodedBody(entry, encoding)
  const hashed = HASHED_DIRS.some((dir) => relativePath.startsWith(dir))
  const headers = new Headers({
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600, must-revalidate',
    'Content-Length': String(body.length),
    'X-Content-Type-Options': 'nosniff',
  })
  if (COMPRESSIBLE.has(extension)) headers.set('Vary', 'Accept-Encoding')
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding)
  return new Response(head ? null : new Uint8Array(body), { status: 200, headers })
}

/** The storefront's index.html as built (re-read when the build changes). */
export async function readIndexHtml(): Promise<string | null> {
  const entry = await readCached(path.join(storefrontDist(), 'index.html'))
  return entry ? entry.body.toString('utf8') : null
}
