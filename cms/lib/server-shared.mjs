// @ts-check
// What the production server (scripts/serve.mjs, run by plain Node.js) and the CMS share, declared once and imported by
// both: the keys of the process-wide slots through which they reach each other, the body limits, the exit code of a
// configuration error, the answer to an unexpected failure, and the parsers of the server's own settings
// (cms/env.ts checks them with the rest of the configuration). JavaScript with JSDoc types, so that Node.js loads it
// without a compiler and the type check covers it.
import os from 'node:os'

/** The shop API's direct handler (cms/endpoints/fast-path/direct.ts), registered when Payload starts in the process. */
export const SHOP_API_HANDLER_KEY = Symbol.for('nuvo.shop.directApi')
/** Readiness, logger and signed-in user (cms/services/observability), registered when Payload starts. */
export const SERVER_HOOKS_KEY = Symbol.for('nuvo.shop.serverHooks')
/** The business counters of the server's metrics registry (scripts/lib/metrics.mjs). */
export const SHOP_METRICS_KEY = Symbol.for('nuvo.shop.metrics')
/** The request being handled (scripts/lib/request-log.mjs), whose id Payload's logger adds to every line. */
export const REQUEST_CONTEXT_KEY = Symbol.for('nuvo.shop.requestContext')
/**
 * How many requests have arrived and how many have started so far (scripts/lib/ordered-server.mjs): long work in the
 * process lets those that arrived during its slice start before its next one.
 */
export const REQUEST_QUEUE_KEY = Symbol.for('nuvo.shop.requestQueue')

/** Exit code of a server stopped by its configuration (sysexits' EX_CONFIG): a cluster stops instead of restarting. */
export const CONFIG_ERROR_EXIT_CODE = 78

/** Largest JSON or form body any route reads. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024
/** Largest staff upload to the media library (a photo straight from a camera fits). */
export const MAX_UPLOAD_BODY_BYTES = 10 * 1024 * 1024
/** Largest catalogue import: the CSV of 34,000 catalogue codes is 11.4 MB, with room for a ZIP of images. */
export const MAX_CATALOGUE_UPLOAD_BYTES = 40 * 1024 * 1024
/** The catalogue import's endpoint path under /api: the one upload that takes `MAX_CATALOGUE_UPLOAD_BYTES`. */
export const CATALOGUE_IMPORT_PATH = '/staff/catalogue/import'

/**
 * The largest body a request to `pathname` with this Content-Type may send, wherever it is judged (the production
 * server's front door, Payload REST's gate).
 * @param {string} pathname
 * @param {string} contentType
 */
export function bodyLimitOf(pathname, contentType) {
  if (!/^multipart\/form-data/i.test(contentType)) return MAX_JSON_BODY_BYTES
  return pathname === `/api${CATALOGUE_IMPORT_PATH}` ? MAX_CATALOGUE_UPLOAD_BYTES : MAX_UPLOAD_BODY_BYTES
}

/** The 413 answer's message for a body over `limit` bytes. */
export const bodyTooLargeMessage = (/** @type {number} */ limit) => `Request body is larger than ${Math.round(limit / 1024 / 1024)} MB`

/** The message of a 500 answer: nothing about what failed. */
export const SERVER_ERROR_MESSAGE = 'Something went wrong. Please try again later.'

/** Levels of the server log (pino's), quietest last. */
export const LOG_LEVELS = /** @type {const} */ (['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

/**
 * At 10,000 products a worker keeps about 130 MB alive; V8 left to itself grows the heap to several times that before
 * a full collection. Three times the live heap keeps a worker near 400 MB resident with no slower reads
 * (docs/decisions/019-worker-heap-cap.md).
 */
export const DEFAULT_WORKER_HEAP_MB = 384
const MIN_WORKER_HEAP_MB = 16

/**
 * WEB_CONCURRENCY as a worker count: a positive integer, or the machine's number of cores when unset.
 * @param {string | undefined} value
 */
export function parseWorkerCount(value) {
  if (value === undefined || value.trim() === '') return os.availableParallelism()
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1) throw new Error(`WEB_CONCURRENCY must be a positive integer, got "${value}"`)
  return count
}

/**
 * WORKER_HEAP_MB as megabytes of V8 old space, or null for V8's own limit ("0" or "off").
 * @param {string | undefined} value
 * @returns {number | null}
 */
export function parseWorkerHeapMb(value) {
  if (value === undefined || value.trim() === '') return DEFAULT_WORKER_HEAP_MB
  const text = value.trim().toLowerCase()
  if (text === '0' || text === 'off') return null
  const mb = Number(text)
  if (!Number.isInteger(mb) || mb < MIN_WORKER_HEAP_MB) {
    throw new Error(
      `WORKER_HEAP_MB must be a whole number of megabytes (at least ${MIN_WORKER_HEAP_MB}), or 0 or "off" for no cap, got "${value}"`,
    )
  }
  return mb
}
