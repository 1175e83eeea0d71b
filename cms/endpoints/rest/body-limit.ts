import { readBoundedBody } from '../../lib/oversized-body'
import { bodyLimitOf } from '../../lib/server-shared.mjs'

export function bodyLimitFor(request: Request): number {
  return bodyLimitOf(new URL(request.url).pathname, request.headers.get('content-type') ?? '')
}

/**
 * The same request with its body read into memory up to `limit` bytes: 413 beyond it, whatever Content-Length
 * claims; the rest of an oversized body is dropped, not kept (cms/lib/oversized-body.ts).
 */
export async function withBodyLimit(request: Request, limit: number): Promise<Request> {
  if (!request.body || request.method === 'GET' || request.method === 'HEAD') return request
  const body = await readBoundedBody(request.body, request.headers.get('content-length'), limit)
  const headers = new Headers(request.headers)
  headers.set('content-length', String(body.length))
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal })
}
