// @ts-check
// The shop's metrics in Prometheus's text format (prom-client), at GET /api/metrics with the METRICS_TOKEN bearer.
// Each process counts in its own registry; in a cluster the primary gathers every worker's (AggregatorRegistry), so
// whichever worker answers, the figures are the server's. docs/decisions/021-health-logs-metrics.md.
import cluster from 'node:cluster'
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'

import client from 'prom-client'

import { SHOP_METRICS_KEY } from '../../cms/lib/server-shared.mjs'

/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { ShopMetrics } from '../../cms/services/observability/metrics' */

const { AggregatorRegistry, Counter, Gauge, Histogram, collectDefaultMetrics, register } = client

const METRICS_PATH = '/api/metrics'
const ASK_PRIMARY = 'nuvo:metrics'
/** prom-client waits up to 5 s for each worker; the asking worker waits a little longer for the primary. */
const PRIMARY_TIMEOUT_MS = 6_000

/** @typedef {{ type: string, id: string, text?: string, error?: string }} MetricsMessage */

/** @type {{ requests: client.Counter, duration: client.Histogram } | null} */
let http = null

/**
 * Creates this serving process's metrics, and registers the shop's counters where cms/services/observability finds
 * them. A cluster primary never calls it: it only gathers.
 */
export function startMetrics() {
  // In a worker, prom-client answers the primary's requests for this process's registry once an AggregatorRegistry
  // exists in it.
  if (cluster.isWorker) new AggregatorRegistry()
  collectDefaultMetrics()
  http = {
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route and status',
      labelNames: ['method', 'route', 'status'],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by method, route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
  }
  const orders = new Counter({ name: 'shop_orders_placed_total', help: 'Orders placed, by payment type', labelNames: ['payment_type'] })
  const paymentFailures = new Counter({
    name: 'shop_payment_failures_total',
    help: 'Failed payments: provider_error (Razorpay unreachable), signature_mismatch (a payment that did not verify), declined (Razorpay reported a failed payment)',
    labelNames: ['reason'],
  })
  const refusals = new Counter({
    name: 'shop_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by bucket',
    labelNames: ['bucket'],
  })
  const catalogueRead = new Histogram({
    name: 'shop_catalogue_refresh_seconds',
    help: 'Time to load or refresh the catalogue snapshot',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  })
  /** @type {(() => Promise<Date | null>) | null} */
  let lastBackup = null
  new Gauge({
    name: 'shop_backup_age_seconds',
    help: 'Seconds since the last completed backup; +Inf when there has been none, NaN when it cannot be read',
    // Every worker reads the same time: the cluster's figure is one of them, not their sum.
    aggregator: 'min',
    async collect() {
      const at = lastBackup ? await lastBackup().catch(() => undefined) : undefined
      this.set(at === undefined ? NaN : at === null ? Infinity : Math.max(0, (Date.now() - at.getTime()) / 1000))
    },
  })
  /** @type {ShopMetrics} */
  const shopMetrics = {
    orderPlaced: (paymentType) => orders.inc({ payment_type: paymentType }),
    paymentFailed: (reason) => paymentFailures.inc({ reason }),
    rateLimitRefused: (bucket) => refusals.inc({ bucket }),
    catalogueRead: (durationMs) => catalogueRead.observe(durationMs / 1000),
    readLastBackupFrom: (read) => {
      lastBackup = read
    },
  }
  ;/** @type {Record<symbol, unknown>} */ (globalThis)[SHOP_METRICS_KEY] = shopMetrics
}

/**
 * Counts one answered request (tracked() in request-log.mjs).
 * @param {string} method
 * @param {string} route
 * @param {number} status
 * @param {number} seconds
 */
export function recordRequest(method, route, status, seconds) {
  if (!http) return
  const labels = { method, route, status: String(status) }
  http.requests.inc(labels)
  http.duration.observe(labels, seconds)
}

/** prom-client's messages between a primary and a worker's AggregatorRegistry (`new AggregatorRegistry()` above). */
const WORKER_ASKED = 'prom-client:getMetricsReq'
const WORKER_ANSWERED = 'prom-client:getMetricsRes'
/** How long a listening worker has to send its figures. */
const WORKER_TIMEOUT_MS = 5_000

/**
 * In a cluster primary: answers each worker's request for the whole server's metrics, gathered from the workers that
 * listen. A worker still starting (at start, or replacing one that died) has no figures yet and is not waited for; a
 * worker that exits during a gather is left out of it.
 */
export function gatherWorkerMetrics() {
  /** @type {Set<number>} */
  const listening = new Set()
  /** @type {Map<string, { waiting: Set<number>, answers: unknown[][], settle: (error: Error | null) => void }>} */
  const gathers = new Map()

  /** @param {number[]} workerIds @returns {Promise<string>} */
  const gather = (workerIds) =>
    new Promise((resolve, reject) => {
      const requestId = randomUUID()
      const timer = setTimeout(() => settle(new Error('a worker did not send its metrics in time')), WORKER_TIMEOUT_MS)
      /** @param {Error | null} error */
      const settle = (error) => {
        clearTimeout(timer)
        gathers.delete(requestId)
        if (error) reject(error)
        else resolve(AggregatorRegistry.aggregate(/** @type {any} */ (gathering.answers)).metrics())
      }
      const gathering = { waiting: new Set(workerIds), answers: /** @type {unknown[][]} */ ([]), settle }
      gathers.set(requestId, gathering)
      for (const id of workerIds) cluster.workers?.[id]?.send({ type: WORKER_ASKED, requestId })
      if (workerIds.length === 0) settle(null)
    })

  /** @param {number} workerId @param {string} requestId */
  const heard = (workerId, requestId) => {
    const gathering = gathers.get(requestId)
    if (!gathering || !gathering.waiting.delete(workerId)) return null
    return gathering
  }

  cluster.on('listening', (worker) => listening.add(worker.id))
  cluster.on('exit', (worker) => {
    listening.delete(worker.id)
    for (const gathering of [...gathers.values()]) {
      if (gathering.waiting.delete(worker.id) && gathering.waiting.size === 0) gathering.settle(null)
    }
  })
  cluster.on('message', (worker, /** @type {any} */ message) => {
    if (message?.type === WORKER_ANSWERED) {
      const gathering = heard(worker.id, message.requestId)
      if (!gathering) return
      if (message.error) return gathering.settle(new Error(message.error))
      gathering.answers.push(...message.metrics)
      if (gathering.waiting.size === 0) gathering.settle(null)
      return
    }
    if (message?.type !== ASK_PRIMARY) return
    gather([...listening]).then(
      (text) => worker.isConnected() && worker.send({ type: ASK_PRIMARY, id: message.id, text }),
      (error) => worker.isConnected() && worker.send({ type: ASK_PRIMARY, id: message.id, error: error.message }),
    )
  })
}

/**
 * The whole server's metrics: this process's own, or in a cluster worker, every worker's through the primary.
 * @returns {Promise<string>}
 */
function serverMetrics() {
  if (!cluster.isWorker) return register.metrics()
  return new Promise((resolve, reject) => {
    const id = randomUUID()
    const timer = setTimeout(() => finish(new Error('the server did not gather its metrics in time')), PRIMARY_TIMEOUT_MS)
    const listener = (/** @type {MetricsMessage | undefined} */ message) => {
      if (message?.type === ASK_PRIMARY && message.id === id) finish(message.error ? new Error(message.error) : null, message.text)
    }
    /**
     * @param {Error | null} error
     * @param {string} [text]
     */
    function finish(error, text) {
      clearTimeout(timer)
      process.off('message', listener)
      if (error) reject(error)
      else resolve(text ?? '')
    }
    process.on('message', listener)
    process.send?.({ type: ASK_PRIMARY, id })
  })
}

const digest = (/** @type {string} */ text) => createHash('sha256').update(text).digest()

/**
 * Whether the request carries `Authorization: Bearer <METRICS_TOKEN>`; never true without a token set.
 * @param {string | undefined} authorization
 */
export function carriesMetricsToken(authorization, token = process.env.METRICS_TOKEN?.trim()) {
  if (!token) return false
  const given = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1]
  return given !== undefined && timingSafeEqual(digest(given), digest(token))
}

/**
 * Answers GET /api/metrics (true), or leaves the request alone (false). Without the token the answer is the same 404
 * as for any unknown address: nothing tells a stranger that the metrics exist.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {(error: unknown) => void} onError
 */
export async function serveMetrics(req, res, onError) {
  if ((req.url ?? '').split('?')[0] !== METRICS_PATH) return false
  const open = (req.method === 'GET' || req.method === 'HEAD') && carriesMetricsToken(req.headers.authorization)
  res.setHeader('Cache-Control', 'no-store')
  if (!open) {
    res.writeHead(404, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ message: 'Not Found' }))
    return true
  }
  try {
    const text = await serverMetrics()
    res.writeHead(200, { 'Content-Type': register.contentType })
    res.end(req.method === 'HEAD' ? undefined : text)
  } catch (error) {
    onError(error)
    res.writeHead(503, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ message: 'The metrics could not be gathered. Please try again.' }))
  }
  return true
}
