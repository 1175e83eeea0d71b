// @ts-check
// Requests the production server (scripts/serve.mjs) refuses before any handler sees them: an address that is not
// valid percent-encoding (Next.js and Payload would fail on it with a 500), and a body larger than its route takes
// (`bodyLimitOf`), judged by its declared length so that the body is never read. Bodies without a length are capped
// where they are read (cms/endpoints/http.ts, cms/endpoints/rest/body-limit.ts).
import { STATUS_CODES } from 'node:http'

import { bodyLimitOf, bodyTooLargeMessage } from '../../cms/lib/server-shared.mjs'

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/** How long a refused upload's connection stays open after the answer, for the client to read it. */
export const LINGER_MS = 2_000

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
function refuse(res, status, message) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Connection: 'close' })
  res.end(JSON.stringify({ message }))
}

/** @param {string} pathname */
function decodable(pathname) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * Answers the request itself (true) when it is refused; false lets it through.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
export function refuseBadRequest(req, res) {
  const pathname = (req.url ?? '/').split('?')[0]
  if (!decodable(pathname)) {
    refuse(res, 400, 'The address is not valid')
    return true
  }
  const limit = declaredBodyLimit(req)
  if (limit !== null) {
    refuseUnreadBody(req.socket, res, bodyTooLargeMessage(limit))
    return true
  }
  return false
}

/**
 * The limit a request's declared body length is over, or null when it is within its limit.
 * @param {IncomingMessage} req
 */
function declaredBodyLimit(req) {
  const declared = Number(req.headers['content-length'] ?? 0)
  const limit = bodyLimitOf((req.url ?? '/').split('?')[0] ?? '/', req.headers['content-type'] ?? '')
  return declared > limit ? limit : null
}

/**
 * Whether a client that asks before sending its body (`Expect: 100-continue`) may go on. Node would tell every such
 * client to go on before any handler runs, so an oversized upload would start before its 413; an oversized one is
 * not told, and gets the 413 instead without sending a byte of its body.
 */
export const mayContinue = (/** @type {IncomingMessage} */ req) => declaredBodyLimit(req) === null

/**
 * Answers 413 while the client is still sending the body, and reads no more of it. Node's own response would read
 * the rest of the body to discard it and then close the socket at once; a socket closed with unread data is reset by
 * the kernel, and the reset can wipe the answer before the client has read it (RFC 9112, section 9.6). So the answer
 * goes straight onto the paused socket, followed by the end of the server's side, and the connection is dropped
 * only once the client has had time to read it.
 * @param {import('node:net').Socket} socket
 * @param {ServerResponse} res
 * @param {string} message
 */
function refuseUnreadBody(socket, res, message) {
  socket.pause()
  const body = JSON.stringify({ message })
  const headers = {
    ...res.getHeaders(),
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
    date: new Date().toUTCString(),
    connection: 'close',
  }
  const lines = Object.entries(headers).flatMap(([name, value]) => [value].flat().map((one) => `${name}: ${one}`))
  socket.end(`HTTP/1.1 413 ${STATUS_CODES[413]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`)
  setTimeout(() => socket.destroy(), LINGER_MS).unref()
}
