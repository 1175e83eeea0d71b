import path from 'node:path'

import { env } from '../env'
import { chunkPreloads } from './chunk-preloads'
import { resolvePage } from '../seo/pages'
import { renderPage } from './render-page'
import { globalsData } from '../seo/site-data'
import { readIndexHtml, serveStorefrontFile } from './storefront-files'

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
}

function plainNotFound(head: boolean): Response {
  return new Response(head ? null : 'Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...SECURITY_HEADERS },
  })
}

/** A request for a file of the build (hashed chunks, styles, icons) rather than a page. */
const looksLikeFile = (pathname: string) => pathname.startsWith('/js/') || pathname.startsWith('/assets/') || path.extname(pathname) !== ''

/**
 * Everything of the storefront at one origin: build files as they are, and for any other address the app's
 * index.html with that page's head, status (404 for unknown products, categories and posts) and first data.
 */
export async function serveStorefront(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const headOnly = request.method === 'HEAD'

  // Addresses under /api and /admin belong to Payload; one that reaches this handler names nothing.
  if (/^\/(api|admin)(\/|$)/.test(url.pathname)) {
    return Response.json({ message: 'Not found' }, { status: 404, headers: SECURITY_HEADERS })
  }

  if (looksLikeFile(url.pathname)) {
    let relative: string
    try {
      relative = decodeURIComponent(url.pathname).replace(/^\/+/, '')
    } catch {
      return plainNotFound(headOnly)
    }
    return (await serveStorefrontFile(relative, headOnly)) ?? plainNotFound(headOnly)
  }

  const template = await readIndexHtml()
  if (!template) {
    return new Response('The storefront has not been built yet: run `npm run build:storefront`.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' },
    })
  }

  const origin = env().publicUrl
  const [page, globals] = await Promise.all([resolvePage(url.pathname, origin), globalsData()])
  if (page.kind === 'redirect') {
    return new Response(null, { status: page.status, headers: { Location: `${page.location}${url.search}`, ...SECURITY_HEADERS } })
  }

  const pageHead = { ...page.head, modulePreloads: await chunkPreloads(page.screen) }
  const html = renderPage(template, pageHead, page.initialData, origin, globals.settings.companyName, page.heroHtml)
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...SECURITY_HEADERS })
  return new Response(headOnly ? null : html, { status: page.status, headers })
}
