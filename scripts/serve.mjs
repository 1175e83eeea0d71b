// The production server: Next.js (storefront, admin, Payload REST) with the shop API (/api/shop) served directly.
// Usage: NODE_ENV=production node scripts/serve.mjs [--port 3000] [--host 0.0.0.0]; PORT and HOST work too.
// Uses the build in cms/$NEXT_DIST_DIR (default cms/.next). See docs/decisions/008-shop-api-before-next.md.
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'

import compression from 'compression'
import next from 'next'

import { ROOT } from './lib/project.mjs'
import { refuseBadRequest } from './lib/request-guard.mjs'
import { applySecurityHeaders } from './lib/security-headers.mjs'

const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' } } })
const port = Number(values.port ?? process.env.PORT ?? 3000)
const hostname = values.host ?? process.env.HOST ?? '0.0.0.0'

/** Registered by cms/endpoints/direct.ts once Payload has started in this process (on the first request). */
const SHOP_API_HANDLER_KEY = Symbol.for('nuvo.shop.directApi')

const app = next({ dev: false, dir: path.join(ROOT, 'cms'), hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

/**
 * Next.js 16.4 sets a route handler's headers as arrays, `Content-Type: ['text/html']`, and its own compression then
 * takes the storefront's pages for incompressible. This filter reads the array too. Answers that Next.js has already
 * compressed (files, admin pages) pass through untouched.
 */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|ld\+json|manifest\+json)|image\/svg\+xml)/i
const compress = compression({
  filter(req, res) {
    const type = [res.getHeader('Content-Type')].flat()[0]
    return typeof type === 'string' && COMPRESSIBLE.test(type)
  },
})

async function route(req, res) {
  applySecurityHeaders(req, res)
  if (refuseBadRequest(req, res)) return
  const shopApi = globalThis[SHOP_API_HANDLER_KEY]
  if (shopApi) {
    try {
      if (await shopApi(req, res)) return
    } catch (error) {
      console.error('shop API request failed', error)
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        res.end(JSON.stringify({ message: 'Something went wrong. Please try again later.' }))
      } else res.destroy()
      return
    }
  }
  await handle(req, res)
}

function respond(req, res) {
  return new Promise((resolve, reject) => compress(req, res, () => route(req, res).then(resolve, reject)))
}

/**
 * Requests start one per turn of the event loop, in arrival order. The database driver answers synchronously, so a
 * started request mostly runs to its end without yielding; starting every waiting request in one turn would keep the
 * loop from accepting new connections (libuv accepts between turns) for as long as they all take, and under load a
 * new visitor would wait seconds just to connect.
 */
const waiting = []
function startNext() {
  const next = waiting.shift()
  if (waiting.length > 0) setImmediate(startNext)
  next?.()
}

const server = http.createServer((req, res) => {
  waiting.push(() =>
    respond(req, res).catch((error) => {
      console.error('request failed', error)
      res.destroy()
    }),
  )
  if (waiting.length === 1) setImmediate(startNext)
})

server.listen(port, hostname, () => console.log(`✓ Ready on http://${hostname}:${port}`))

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
