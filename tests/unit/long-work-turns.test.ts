import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { nextTurn } from '../../cms/lib/turn'
import { REQUEST_QUEUE_KEY } from '../../cms/lib/server-shared.mjs'
import { closeGracefully, createOrderedServer } from '../../scripts/lib/ordered-server.mjs'

const slot = globalThis as Record<symbol, unknown>

afterEach(() => {
  delete slot[REQUEST_QUEUE_KEY]
})

/** Keeps the thread busy for `ms`, as a slice of an import does. */
function busy(ms: number): void {
  const until = performance.now() + ms
  while (performance.now() < until);
}

describe('long work in the thread that answers requests', () => {
  it('lets every request waiting to start start before its next slice', async () => {
    const events: string[] = []
    const server = createOrderedServer(async (req, res) => {
      events.push('request')
      res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    let working = true
    const work = (async () => {
      while (working) {
        events.push('slice')
        busy(5)
        await nextTurn()
      }
    })()
    const answers = await Promise.all(Array.from({ length: 12 }, () => fetch(url).then((response) => response.text())))
    working = false
    await work
    await closeGracefully(server)

    expect(answers).toEqual(Array(12).fill('ok'))
    // Slices between the first request started and the last: requests do not take turns with the work one by one.
    const first = events.indexOf('request')
    const last = events.lastIndexOf('request')
    const slicesBetween = events.slice(first, last).filter((event) => event === 'slice').length
    expect(slicesBetween).toBeLessThanOrEqual(3)
  })

  it('waits for the requests that arrived before the turn, not for those arriving meanwhile, at most a quarter of a second', async () => {
    const counts = { arrived: 4, started: 0 }
    slot[REQUEST_QUEUE_KEY] = counts
    let turns = 0
    const startOne = () =>
      setImmediate(() => {
        turns += 1
        counts.started += 1
        counts.arrived += 1 // one more arrives each turn: the work does not wait for it
        if (turns < 50) startOne()
      })
    startOne()
    await nextTurn()
    expect(counts.started).toBeGreaterThanOrEqual(4)
    expect(counts.started).toBeLessThan(10)

    slot[REQUEST_QUEUE_KEY] = { arrived: 1, started: 0 }
    const startedAt = performance.now()
    await nextTurn()
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(250)
  })
})
