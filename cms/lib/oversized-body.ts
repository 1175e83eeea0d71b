import { HttpError } from './http-errors'
import { bodyTooLargeMessage } from './server-shared.mjs'

/**
 * How much more of an oversized request body is read and dropped before the 413 goes out. A client still sending
 * its body only reads the answer if the connection is not cut under it: a connection closed with unread bytes is
 * reset, and the reset can wipe the answer on the client's side before it is read. Beyond this much, the connection
 * is cut all the same (a client sending far past the limit gets no answer). Declared lengths over a limit never get
 * here: they are refused before any of the body is read.
 */
export const DRAIN_BYTES = 8 * 1024 * 1024

/** Reads and drops the rest of a body already over its limit, up to `DRAIN_BYTES`, then stops reading it. */
export async function dropRestOfBody(reader: ReadableStreamDefaultReader<Uint8Array>, budget = DRAIN_BYTES): Promise<void> {
  let left = budget
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    left -= value.byteLength
    if (left < 0) return void (await reader.cancel())
  }
}

/**
 * A request body read into memory, at most `limit` bytes whatever Content-Length claims: 413 when the declared length
 * is over the limit (nothing is read) or when the bytes go over it (the rest is dropped, as above).
 */
export async function readBoundedBody(
  body: ReadableStream<Uint8Array> | null,
  declaredLength: string | null,
  limit: number,
): Promise<Buffer<ArrayBuffer>> {
  if (Number(declaredLength ?? 0) > limit) throw bodyTooLarge(limit)
  if (!body) return Buffer.alloc(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await dropRestOfBody(reader)
      throw bodyTooLarge(limit)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * A request body as a stream of at most `limit` bytes, for a body parsed as it arrives rather than held whole first:
 * 413 at once when the declared length is over the limit, and the stream fails with the 413 when the bytes go over it
 * (the rest is dropped, as above).
 */
export function boundedBodyStream(
  body: ReadableStream<Uint8Array>,
  declaredLength: string | null,
  limit: number,
): ReadableStream<Uint8Array> {
  if (Number(declaredLength ?? 0) > limit) throw bodyTooLarge(limit)
  const reader = body.getReader()
  let size = 0
  return new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) return controller.close()
      size += value.byteLength
      if (size <= limit) return controller.enqueue(value)
      await dropRestOfBody(reader)
      controller.error(bodyTooLarge(limit))
    },
    cancel: (reason) => reader.cancel(reason),
  })
}

const bodyTooLarge = (limit: number) => new HttpError(413, { message: bodyTooLargeMessage(limit) })
