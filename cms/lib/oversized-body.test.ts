import { describe, expect, it } from 'vitest'

import { dropRestOfBody } from './oversized-body'

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
  return { reader: stream.getReader(), seen }
}

describe('dropRestOfBody', () => {
  it('reads a body a little over its limit to the end, so its sender gets to read the answer', async () => {
    const { reader, seen } = body(40)
    await dropRestOfBody(reader, 64 * 1024)
    expect(seen).toEqual({ pulled: 40, cancelled: false })
  })

  it('stops reading, and cancels, a body that goes on past the budget', async () => {
    const { reader, seen } = body(10_000)
    await dropRestOfBody(reader, 8 * 1024)
    expect(seen.cancelled).toBe(true)
    expect(seen.pulled).toBeLessThan(20)
  })
})
