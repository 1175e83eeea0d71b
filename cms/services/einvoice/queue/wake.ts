/** What the registration queue running in this process does when asked to work soon; nothing until it starts. */
let waker: (() => void) | null = null

/** The queue of this process takes (or, stopping, gives up) the calls of `workQueueSoon`. */
export function onWake(wake: (() => void) | null): void {
  waker = wake
}

/**
 * Asks this process's registration queue to work within a moment instead of at its next period, because a document
 * was just queued (issued, retried, or its IRN asked to be cancelled). Does nothing where no queue runs (e-invoicing
 * off, a script); the work still happens outside the request that asked.
 */
export function workQueueSoon(): void {
  waker?.()
}
