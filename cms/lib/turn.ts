import { REQUESTS_WAITING_KEY } from './server-shared.mjs'

/**
 * Long work (a catalogue import, the refresh after one) runs in the thread that answers the shop. It gives other
 * requests a turn at least every `SLICE_MS`, and at each turn lets every request waiting to start (the production
 * server starts one per turn of the event loop, scripts/lib/ordered-server.mjs) start first, for up to
 * `MAX_WAIT_MS`, so a read waits for about one slice of it, not one slice per request ahead of it. Loops call
 * `turnIfDue` per item; a batch of SQL calls `nextTurn` after each statement, its size chosen to take about a slice.
 */
const SLICE_MS = 15

/** However busy the shop, the work goes on at least a slice this often. */
const MAX_WAIT_MS = 250

let sliceStartedAt = performance.now()

/** Requests waiting to start in this process, as the server publishes them (none outside the production server). */
function requestsWaiting(): number {
  const count = (globalThis as Record<symbol, unknown>)[REQUESTS_WAITING_KEY]
  return typeof count === 'function' ? Number(count()) : 0
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Lets the requests waiting on the event loop run, and those waiting to start start. */
export async function nextTurn(): Promise<void> {
  const startedAt = performance.now()
  do await turn()
  while (requestsWaiting() > 0 && performance.now() - startedAt < MAX_WAIT_MS)
  sliceStartedAt = performance.now()
}

/** `nextTurn` once the work has run for a slice since the last turn; at once otherwise. */
export function turnIfDue(): Promise<void> | undefined {
  return performance.now() - sliceStartedAt >= SLICE_MS ? nextTurn() : undefined
}
