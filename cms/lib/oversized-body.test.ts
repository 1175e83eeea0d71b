import { describe, expect, it } from 'vitest'

import { HttpError } from './http-errors'
import { boundedBodyStream, dropRestOfBody } from './oversized-body'

/** A body of `chunks` chunks of 1 KB that records how many were pulled and whether it was cancelled. */
function body(chunks: number) {
  const seen = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === chunks) return controller.close()
      seen.pulled += 1
      controller.enqueue(new Uint8Array(1024))
    },
    cancel() {
      seen.cancelled = true
    },
  })
  return { stream, seen }
}

describe('dropRestOfBody', () => {
  it('reads a body a little over its limit to the end, so its sender gets to read the answer', async () => {
    const { stream, seen } = body(40)
    await dropRestOfBody(stream.getReader(), 64 * 1024)
    expect(seen).toEqual({ pulled: 40, cancelled: false })
  })

  it('stops reading, and cancels, a body that goes on past the budget', async () => {
    const { stream, seen } = body(10_000)
    await dropRestOfBody(stream.getReader(), 8 * 1024)
    expect(seen.cancelled).toBe(true)
    expect(seen.pulled).toBeLessThan(20)
  })
})

describe('boundedBodyStream', () => {
  const readAll = (stream: ReadableStream<Uint8Array>) => new Response(stream).arrayBuffer()

  it('passes a body within its limit through whole', async () => {
    expect((await readAll(boundedBodyStream(body(8).stream, '8192', 8 * 1024))).byteLength).toBe(8 * 1024)
  })

  it('refuses a declared length over the limit before reading any of the body', () => {
    const { stream, seen } = body(8)
    expect(() => boundedBodyStream(stream, '8193', 8 * 1024)).toThrow(HttpError)
    expect(seen.pulled).toBe(0)
  })

  it('fails with a 413 naming the limit once the bytes go over it, whatever the declared length', async () => {
    const failure = await readAll(boundedBodyStream(body(3 * 1024).stream, null, 2 * 1024 * 1024)).catch((error) => error)
    expect(failure).toBeInstanceOf(HttpError)
    expect(failure).toMatchObject({ status: 413, body: { message: 'Request body is larger than 2 MB' } })
  })
})
