import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

/**
 * A Node.js request as the web `Request` that Payload's handlers take: its headers, and its body streamed (or `body`,
 * when it has been read already; its `Content-Length` is then left for `Request` to set).
 */
export function webRequestOf(req: IncomingMessage, body?: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || (body !== undefined && name === 'content-length')) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const method = req.method ?? 'GET'
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(url, {
    method,
    headers,
    body: !hasBody ? undefined : (body ?? (Readable.toWeb(req) as ReadableStream<Uint8Array>)),
    ...(hasBody && body === undefined ? { duplex: 'half' } : {}),
  } as RequestInit)
}

/** Sends a web `Response` as the answer to `req`: status, headers (each cookie its own `Set-Cookie`) and body. */
export async function sendWebResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies)
  res.end(req.method === 'HEAD' || !response.body ? undefined : Buffer.from(await response.arrayBuffer()))
}
