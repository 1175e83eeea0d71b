// @ts-check
// The production server: Next.js (storefront, admin, Payload REST) with the shop API (/api/shop) served directly.
// Usage: NODE_ENV=production node scripts/serve.mjs [--port 3000] [--host 0.0.0.0]; PORT and HOST work too.
// WEB_CONCURRENCY=N runs N worker processes on the one port (default: one per core); 1 runs a single process.
// WORKER_HEAP_MB caps each worker's V8 heap (default 384; 0 or off: V8's own limit); see scripts/lib/heap-cap.mjs.
// Uses the build in cms/$NEXT_DIST_DIR (default cms/.next). See docs/decisions/008-shop-api-before-next.md.
// /api/health, /api/ready and /api/metrics are answered here, and every request is logged and counted
// (docs/decisions/021-health-logs-metrics.md).
import cluster from 'node:cluster'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { CONFIG_ERROR_EXIT_CODE, parseWorkerCount, SERVER_ERROR_MESSAGE, SHOP_API_HANDLER_KEY } from '../cms/lib/server-shared.mjs'
import { runPrimary } from './lib/cluster.mjs'
import { markDrainingOnSignals, serveHealth } from './lib/health.mjs'
import { heapCapToApply, runCappedChild, warnWhenHeapNearsLimit } from './lib/heap-cap.mjs'
import { gatherWorkerMetrics, serveMetrics, startMetrics } from './lib/metrics.mjs'
import { createOrderedServer, exitGracefullyOnSignals } from './lib/ordered-server.mjs'
import { servePrecompressed } from './lib/precompressed-files.mjs'
import { embeddedDefaults, ROOT } from './lib/project.mjs'
import { mayContinue, refuseBadRequest } from './lib/request-guard.mjs'
import { tracked } from './lib/request-log.mjs'
import { listenTakingOver } from './lib/take-over.mjs'
import { retryAfterOn503 } from './lib/retry-after.mjs'
import { applySecurityHeaders } from './lib/security-headers.mjs'
import { serverLogger } from './lib/server-hooks.mjs'
import { warmUp } from './lib/warm-up.mjs'

/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { DirectHandler } from '../cms/endpoints/fast-path/direct' */

// On the embedded database without PAYLOAD_SECRET, the secret kept in data/ is read (made once), as `npm start` does.
Object.assign(process.env, embeddedDefaults())

const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' } } })
const port = Number(values.port ?? process.env.PORT ?? 3000)
const hostname = values.host ?? process.env.HOST ?? '0.0.0.0'
const { workers, heapMb } = serverSettings()

if (workers > 1 && cluster.isPrimary) {
  gatherWorkerMetrics()
  runPrimary({ count: workers, url: `http://${hostname}:${port}`, heapMb })
} else if (heapMb !== null) runCappedChild(heapMb)
else await serve()

/**
 * WEB_CONCURRENCY and WORKER_HEAP_MB, parsed as cms/env.ts parses them; a wrong one stops the server as a wrong
 * setting stops a worker, with the exit code of a configuration error. Workers inherit their primary's heap cap, and a
 * capped single process is the child started above: neither caps again.
 */
function serverSettings() {
  try {
    return { workers: parseWorkerCount(process.env.WEB_CONCURRENCY), heapMb: cluster.isPrimary ? heapCapToApply() : null }
  } catch (error) {
    console.error(`✖ Invalid configuration:\n  ${error instanceof Error ? error.message : error}`)
    process.exit(CONFIG_ERROR_EXIT_CODE)
  }
}

async function serve() {
  warnWhenHeapNearsLimit()
  startMetrics()
  markDrainingOnSignals()
  // Loaded here, not above: a cluster primary, and the first process of a capped single-process server, never serve.
  const [{ default: next }, { default: compression }] = await Promise.all([import('next'), import('compression')])
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
    /** @param {IncomingMessage} _req @param {ServerResponse} res */
    filter(_req, res) {
      const type = [res.getHeader('Content-Type')].flat()[0]
      return typeof type === 'string' && COMPRESSIBLE.test(type)
    },
  })

  /**
   * Logs a request's failure with its id and the error's stack.
   * @param {IncomingMessage} req
   */
  const logError = (req) => (/** @type {unknown} */ error) =>
    serverLogger().error({ reqId: req.headers['x-request-id'], err: error }, `${req.method} ${(req.url ?? '').split('?')[0]} failed`)

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function route(req, res) {
    applySecurityHeaders(req, res)
    retryAfterOn503(res)
    if (refuseBadRequest(req, res)) return
    if (await serveHealth(req, res)) return
    if (await serveMetrics(req, res, logError(req))) return
    if (await servePrecompressed(req, res)) return
    // Registered by cms/endpoints/fast-path/direct.ts once Payload has started in this process (the warm-up starts it).
    const shopApi = /** @type {DirectHandler | undefined} */ (/** @type {Record<symbol, unknown>} */ (globalThis)[SHOP_API_HANDLER_KEY])
    if (shopApi) {
      try {
        if (await shopApi(req, res)) return
      } catch (error) {
        logError(req)(error)
        if (!res.headersSent) {
          res.writeHead(500, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
          res.end(JSON.stringify({ message: SERVER_ERROR_MESSAGE }))
        } else res.destroy()
        return
      }
    }
    await handle(req, res)
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @returns {Promise<void>}
   */
  function respond(req, res) {
    return tracked(req, res, () => new Promise((resolve, reject) => compress(req, res, () => route(req, res).then(resolve, reject))))
  }

  await warmUp(respond)
  const server = createOrderedServer(respond, { mayContinue })
  listenTakingOver(server, port, hostname, process.env.TAKE_OVER_PORT, () => {
    if (cluster.isPrimary) serverLogger().info(`✓ Ready on http://${hostname}:${port}`)
  })
  exitGracefullyOnSignals(server)
}
