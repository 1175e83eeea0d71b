// @ts-check
// Every answer carries a request id, and every request leaves one JSON line in the log (Payload's logger, masked) and
// its count and duration in the metrics. docs/decisions/021-health-logs-metrics.md.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

import { REQUEST_CONTEXT_KEY } from '../../cms/lib/server-shared.mjs'
import { recordRequest } from './metrics.mjs'
import { serverHooks, serverLogger } from './server-hooks.mjs'

/** An id from the proxy is kept when it is plain text of a sane length; anything else is replaced. */
const ACCEPTED_REQUEST_ID = /^[\w.:@-]{8,128}$/
/** Query parameters whose values are never logged. */
const SECRET_QUERY = /token|password|secret|signature|key|code|otp|email|phone|auth|session/i
/** Probes of the proxy and the container runtime: logged at debug level, not once every few seconds at info. */
const PROBES = new Set(['/api/health', '/api/ready'])

/**
 * The request's context (its id), for log lines written while it is handled: Payload's logger adds the id to every
 * line written inside a request (cms/lib/logger.ts), including errors logged deep inside Payload.
 */
const requestContext = new AsyncLocalStorage()
;/** @type {Record<symbol, unknown>} */ (globalThis)[REQUEST_CONTEXT_KEY] = requestContext

/**
 * The proxy's X-Request-Id when acceptable, else a new one; set on the request (for the handlers) and the answer.
 * @param {Pick<import('node:http').IncomingMessage, 'headers'>} req
 * @param {{ setHeader(name: string, value: string): unknown }} res
 */
export function assignRequestId(req, res) {
  const given = req.headers['x-request-id']
  const id = typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID()
  req.headers['x-request-id'] = id
  res.setHeader('X-Request-Id', id)
  return id
}

/** The path as logged: query values that can hold secrets (tokens, passwords, codes, contact details) masked. */
export function loggablePath(url = '/') {
  const [pathname, query] = url.split(/\?(.*)/s, 2)
  if (!query) return pathname
  const params = query.split('&').map((pair) => {
    const [name] = pair.split('=', 1)
    return SECRET_QUERY.test(name) && pair.includes('=') ? `${name}=[masked]` : pair
  })
  return `${pathname}?${params.join('&')}`
}

/**
 * The route of a request as the metrics label it: a bounded set of values (ids and file names become `:id`, anything
 * not found is `unmatched`), so that no caller can grow the metrics without limit.
 * @param {string} pathname
 * @param {number} status
 */
export function routeLabel(pathname, status) {
  if (status === 404) return 'unmatched'
  if (PROBES.has(pathname) || pathname === '/api/metrics') return pathname
  const segments = pathname.split('/').filter(Boolean)
  const word = (/** @type {string} */ segment) => (/^[A-Za-z-]{1,40}$/.test(segment) ? segment : ':id')
  if (segments[0] === 'api' && segments[1] === 'shop') return `/api/shop/${segments.slice(2, 5).map(word).join('/')}`
  if (segments[0] === 'api') return `/api/${segments.slice(1, 3).map(word).join('/')}`
  if (segments[0] === 'admin') return '/admin'
  if (segments[0] === '_next' || segments[0] === 'js' || segments[0] === 'assets') return 'static files'
  return 'storefront pages'
}

/**
 * Gives the request its id, runs `handle` in its context, and when the answer is done (or the client went away) writes
 * its line: time, id, method, path, status, duration in ms, worker pid, and the signed-in customer or staff member.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => Promise<void>} handle
 */
export function tracked(req, res, handle) {
  const startedAt = performance.now()
  const reqId = assignRequestId(req, res)
  res.once('close', () => {
    const durationMs = Math.round((performance.now() - startedAt) * 10) / 10
    const pathname = (req.url ?? '/').split('?')[0]
    recordRequest(req.method ?? 'GET', routeLabel(pathname, res.statusCode), res.statusCode, durationMs / 1000)
    /** @type {Record<string, unknown>} */
    const line = { reqId, method: req.method, path: loggablePath(req.url), status: res.statusCode, durationMs }
    if (!res.writableFinished) line.aborted = true
    const user =
      req.headers.authorization || req.headers.cookie ? serverHooks()?.signedIn(req.headers.authorization, req.headers.cookie) : null
    if (user) line[user.collection === 'users' ? 'staffId' : 'customerId'] = user.id
    const logger = serverLogger()
    if (PROBES.has(pathname)) logger.debug(line, 'request')
    else if (res.statusCode >= 500) logger.error(line, 'request')
    else logger.info(line, 'request')
  })
  // Before Payload has started (the warm-up request starts it), no context: timers Payload sets up while starting
  // would otherwise carry the warm-up's id into unrelated lines.
  return serverHooks() ? requestContext.run({ reqId }, handle) : handle()
}
