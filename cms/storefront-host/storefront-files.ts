import fs from 'node:fs/promises'
import path from 'node:path'

import { env } from '../env'

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

/** Build output under js/ and assets/ has a content hash in its name: it can be cached for a year. */
const HASHED_DIRS = ['js/', 'assets/']

type FileEntry = { body: Buffer; mtimeMs: number }
const files = new Map<string, FileEntry>()

export function storefrontDist(): string {
  return path.join(env().appRoot, 'storefront', 'dist')
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
  const entry: FileEntry = { body: await fs.readFile(absolute), mtimeMs: stat.mtimeMs }
  files.set(absolute, entry)
  return entry
}

/**
 * A file of the storefront build, or null when there is none at `relativePath` (which may not leave the build folder).
 * Hashed files get a one-year immutable cache; others are revalidated.
 *
 * Next (16.4) drops `Content-Encoding` from route handler answers and does not compress them, so files are sent as
 * they are. The hashed files are normally answered before this handler by Next's static file server, which does
 * compress: `cms/public/{js,assets,favicon.svg}` link to the build. This handler serves files built after the server
 * started.
 */
export async function serveStorefrontFile(relativePath: string, head: boolean): Promise<Response | null> {
  const root = storefrontDist()
  const absolute = path.resolve(root, relativePath)
  const hidden = relativePath.split('/').some((segment) => segment.startsWith('.'))
  if (!absolute.startsWith(root + path.sep) || relativePath === 'index.html' || hidden) return null
  const entry = await readCached(absolute)
  if (!entry) return null
  const extension = path.extname(absolute).toLowerCase()
  const hashed = HASHED_DIRS.some((dir) => relativePath.startsWith(dir))
  const headers = new Headers({
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600, must-revalidate',
    'X-Content-Type-Options': 'nosniff',
  })
  return new Response(head ? null : new Uint8Array(entry.body), { status: 200, headers })
}

/** The storefront's index.html as built (re-read when the build changes). */
export async function readIndexHtml(): Promise<string | null> {
  const entry = await readCached(path.join(storefrontDist(), 'index.html'))
  return entry ? entry.body.toString('utf8') : null
}
