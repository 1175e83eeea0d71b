import { HttpError } from '../../lib/http-errors'
import { dropRestOfBody } from '../../lib/oversized-body'

/** JSON and form bodies of Payload's REST API, as the shop API. */
export const MAX_JSON_BYTES = 1024 * 1024
/** A staff upload to the media library (a photo straight from a camera fits). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

const tooLarge = (limit: number) =>
  new HttpError(413, { message: `Request body is larger than ${Math.round(limit / 1024 / 1024)} MB` })

export function bodyLimitFor(request: Request): number {
  return /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '') ? MAX_UPLOAD_BYTES : MAX_JSON_BYTES
}

/**
 * The same request with its body read into memory up to `limit` bytes: 413 beyond it, whatever Content-Length
 * claims; the rest of an oversized body is dropped, not kept (cms/lib/oversized-body.ts).
 */
export async function withBodyLimit(request: Request, limit: number): Promise<Request> {
  if (!request.body || request.method === 'GET' || request.method === 'HEAD') return request
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge(limit)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await dropRestOfBody(reader)
      throw tooLarge(limit)
    }
    chunks.push(value)
  }
  const headers = new Headers(request.headers)
  headers.set('content-length', String(size))
  return new Request(request.url, { method: request.method, headers, body: Buffer.concat(chunks), signal: request.signal })
}
