import type { IncomingMessage, ServerResponse } from 'node:http'

import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import { guardRest, type RestHandler } from '../endpoints/rest/gate'
import { SHOP_API_HANDLER_KEY } from '../lib/server-shared.mjs'
import { sendWebResponse, webRequestOf } from '../lib/web-bridge'
import type { DirectHandler } from '../endpoints/fast-path'
import { storefrontRoutes } from './routes'

/** How often the admin's waiting page looks again, in seconds. */
const ADMIN_RETRY_S = 10

const ADMIN_BEING_BUILT = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${ADMIN_RETRY_S}">
<title>The staff admin is being built</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; color: #1f2937; max-width: 36rem; margin: 4rem auto; padding: 0 1rem }</style>
</head>
<body>
<h1>The staff admin is being built</h1>
<p>This is the shop's first start: the storefront and its API already answer, and the admin opens here by itself once
its build is done (about a minute).</p>
</body>
</html>
`

/**
 * The shop while its first build runs (`npm start` on a new checkout, or after the sources changed): everything but the
 * staff admin, from the sources, without Next.js. The shop API as the production server answers it (its direct
 * handler, registered as Payload started), Payload's REST API behind the same gate as its Next.js route, the
 * storefront's pages, sitemap and robots.txt; the admin's pages answer 503 with a page that reloads until the built
 * server takes over (docs/decisions/081-serve-during-the-first-build.md).
 */
export function firstStartHandler(payload: Payload): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const config = Promise.resolve(payload.config as SanitizedConfig)
  const toPayload: RestHandler = (request) => handleEndpoints({ config: payload.config, path: new URL(request.url).pathname, request })
  const rest = guardRest(toPayload, config)
  return async (req, res) => {
    const shopApi = (globalThis as Record<symbol, unknown>)[SHOP_API_HANDLER_KEY] as DirectHandler | undefined
    if (shopApi && (await shopApi(req, res))) return
    const { pathname } = new URL(req.url ?? '/', 'http://shop.invalid')
    if (/^\/admin(\/|$)/.test(pathname)) {
      res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(ADMIN_RETRY_S) })
      res.end(req.method === 'HEAD' ? undefined : ADMIN_BEING_BUILT)
      return
    }
    const request = webRequestOf(req)
    const slug = pathname.split('/').slice(2).filter(Boolean)
    const response = pathname.startsWith('/api/')
      ? await rest(request, { params: Promise.resolve({ slug }) })
      : pathname === '/sitemap.xml'
        ? await storefrontRoutes.sitemap()
        : pathname === '/robots.txt'
          ? storefrontRoutes.robots()
          : await storefrontRoutes.page(request)
    await sendWebResponse(req, res, response)
  }
}
