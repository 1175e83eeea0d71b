import { REQUEST_QUEUE_KEY } from './server-shared.mjs'

/**
 * Long work (a catalogue import, the refresh after one) runs in the thread that answers the shop. It gives other
 * requests a turn at least every `SLICE_MS`, and lets every request that arrived during its slice start before the
 * next one (the production server starts one request per turn of the event loop, scripts/lib/ordered-server.mjs), so
 * a read waits for about one slice, not one slice per request ahead of it; requests arriving meanwhile wait for the
 * next turn, so the work goes on however busy the shop. Loops call `turnIfDue` per item; a batch of SQL calls
 * `nextTurn` after each statement, its size chosen to take about a slice.
 */
const SLICE_MS = 15

/** The longest a turn waits for the requests ahead of it to start (they normally take a millisecond or two each). */
const MAX_WAIT_MS = 250

let sliceStartedAt = performance.now()

type Queue = { arrived: number; started: number }

/** The server's request counts in this process (none outside the production server). */
const queue = () => (globalThis as Record<symbol, unknown>)[REQUEST_QUEUE_KEY] as Queue | undefined

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Lets the requests waiting on the event loop run, and those that arrived so far start. */
export async function nextTurn(): Promise<void> {
  const startedAt = performance.now()
  const arrived = queue()?.arrived ?? 0
  do await turn()
  while ((queue()?.started ?? 0) < arrived && performance.now() - startedAt < MAX_WAIT_MS)
  sliceStartedAt = performance.now()
}

/** `nextTurn` once the work has run for a slice since the last turn; at once otherwise. */
export function turnIfDue(): Promise<void> | undefined {
  return performance.now() - sliceStartedAt >= SLICE_MS ? nextTurn() : undefined
}
