// @ts-check
// The HTTP server of one shop process: requests start in arrival order, and SIGTERM/SIGINT shut it down gracefully.
import http from 'node:http'

import { REQUEST_QUEUE_KEY } from '../../cms/lib/server-shared.mjs'
import { serverLogger } from './server-hooks.mjs'

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/** How long a shutdown waits for requests in flight before it closes their connections. */
export const SHUTDOWN_TIMEOUT_MS = 10_000

/**
 * How long an idle keep-alive connection stays open. A client reusing a connection at the moment the server closes it
 * gets a reset (a proxy answers 502), so the server waits longer than the proxy in front keeps its idle connections
 * (deploy/Caddyfile: 60 s) and than browsers' and load balancers' usual 60 s; Node's own default is 5 s.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

/**
 * An HTTP server that runs `respond(req, res)` for each request, one start per turn of the event loop, in arrival
 * order. The database driver answers synchronously, so a started request mostly runs to its end without yielding;
 * starting every waiting request in one turn would keep the loop from accepting new connections (libuv accepts
 * between turns) for as long as they all take, and under load a new visitor would wait seconds just to connect
 * (docs/decisions/008-shop-api-before-next.md). How many arrived and started is published (`REQUEST_QUEUE_KEY`), so
 * long work in the process (a catalogue import, cms/lib/turn.ts) lets those that arrived meanwhile start first.
 * @param {(req: IncomingMessage, res: ServerResponse) => Promise<void>} respond
 * @param {{ mayContinue?: (req: IncomingMessage) => boolean }} [options]
 */
export function createOrderedServer(respond, { mayContinue = () => true } = {}) {
  /** @type {(() => void)[]} */
  const waiting = []
  const queue = { arrived: 0, started: 0 }
  ;/** @type {Record<symbol, unknown>} */ (globalThis)[REQUEST_QUEUE_KEY] = queue
  function startNext() {
    const next = waiting.shift()
    if (next) queue.started += 1
    if (waiting.length > 0) setImmediate(startNext)
    next?.()
  }
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function enqueue(req, res) {
    queue.arrived += 1
    waiting.push(
      () =>
        void respond(req, res).catch((error) => {
          serverLogger().error({ reqId: req.headers['x-request-id'], err: error }, 'request failed')
          res.destroy()
        }),
    )
    if (waiting.length === 1) setImmediate(startNext)
  }
  const server = http.createServer({ keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS }, enqueue)
  // A request's headers may take this long on a kept connection; Node asks for more than the keep-alive time.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000
  // A client sending `Expect: 100-continue` waits for a go-ahead before its body; `mayContinue` decides whether it
  // gets one. Either way the request is then handled like any other (and answered, e.g. 413, when it got none).
  server.on('checkContinue', (req, res) => {
    if (mayContinue(req)) res.writeContinue()
    enqueue(req, res)
  })
  return server
}

/**
 * Stops accepting connections, lets the requests in flight finish (closing each keep-alive connection once it is
 * idle), then resolves. After `timeoutMs` the remaining connections are closed and it resolves anyway.
 * @param {import('node:http').Server} server
 * @returns {Promise<void>}
 */
export function closeGracefully(server, timeoutMs = SHUTDOWN_TIMEOUT_MS) {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50)
    const finish = () => {
      clearInterval(idle)
      clearTimeout(deadline)
      resolve()
    }
    const deadline = setTimeout(() => {
      server.closeAllConnections()
      finish()
    }, timeoutMs)
    server.close(finish)
    server.closeIdleConnections()
  })
}

/**
 * On SIGTERM or SIGINT: graceful close, then exit 0. A second signal during the shutdown changes nothing.
 * @param {import('node:http').Server} server
 */
export function exitGracefullyOnSignals(server) {
  let closing = false
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      closeGracefully(server).then(() => process.exit(0))
    })
  }
}
