// @ts-check
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** Seconds a client waits before trying again after a 503 that named no time of its own (a busy database). */
export const RETRY_AFTER_SECONDS = '5'

/**
 * Every 503 this server sends says when to try again: Payload's REST API answers a busy database with 503 but cannot
 * set the header itself.
 * @param {ServerResponse} res
 */
export function retryAfterOn503(res) {
  const writeHead = res.writeHead
  res.writeHead = /** @type {ServerResponse['writeHead']} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      const headers = rest.find((arg) => arg && typeof arg === 'object')
      const named = res.hasHeader('Retry-After') || Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'retry-after')
      if (status === 503 && !named) res.setHeader('Retry-After', RETRY_AFTER_SECONDS)
      return writeHead.call(res, status, ...rest)
    }
  )
}
