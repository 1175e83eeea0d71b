/**
 * Long work (a catalogue import, the refresh after one) runs in the thread that answers the shop: it gives other
 * requests a turn at least every `SLICE_MS`, so a read waits for at most one slice of it. Loops call `turnIfDue` per
 * item; a batch of SQL calls `nextTurn` after each statement, its size chosen to take about a slice.
 */
const SLICE_MS = 15

let sliceStartedAt = performance.now()

/** Lets the requests waiting on the event loop run. */
export const nextTurn = () =>
  new Promise<void>((resolve) =>
    setImmediate(() => {
      sliceStartedAt = performance.now()
      resolve()
    }),
  )

/** `nextTurn` once the work has run for a slice since the last turn; at once otherwise. */
export function turnIfDue(): Promise<void> | undefined {
  return performance.now() - sliceStartedAt >= SLICE_MS ? nextTurn() : undefined
}
