// @ts-check
// GET /api/health (the process answers) and GET /api/ready (it should get traffic), for the container's health check
// and the proxy. docs/decisions/021-health-logs-metrics.md.
import { serverHooks } from './server-hooks.mjs'

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

let draining = false

/** From SIGTERM/SIGINT on, the process is draining: /api/ready answers 503 at once, so the proxy sends nothing new. */
export function markDrainingOnSignals() {
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => (draining = true))
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function answer(req, res, status, body) {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text) })
  res.end(req.method === 'HEAD' ? undefined : text)
}

/** What keeps this process from being ready, without asking the database when the answer is already no. */
async function readiness() {
  if (draining) return { ready: false, checks: { process: 'draining: the server is shutting down' } }
  const hooks = serverHooks()
  if (!hooks) return { ready: false, checks: { process: 'Payload has not started in this process' } }
  return hooks.readiness()
}

/**
 * Answers /api/health and /api/ready (true), or leaves the request alone (false).
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
export async function serveHealth(req, res) {
  const pathname = (req.url ?? '').split('?')[0]
  if (pathname !== '/api/health' && pathname !== '/api/ready') return false
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    answer(req, res, 405, { message: 'Use GET' })
    return true
  }
  if (pathname === '/api/health') {
    answer(req, res, 200, { status: 'ok' })
    return true
  }
  const state = await readiness()
  answer(req, res, state.ready ? 200 : 503, state)
  return true
}
