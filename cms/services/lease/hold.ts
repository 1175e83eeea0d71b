import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { payloadLeaseStore, type Lease } from './store'

export type HoldOptions = {
  /** How long the lease lasts unless renewed or given back: a process that dies holding it frees the key after this. */
  holdMs: number
  /** How long a caller waits for the key before giving up with `busy()`. */
  waitMs: number
  /** The error a caller gets when the key stays held for `waitMs` (a 409, a 503…). */
  busy: () => Error
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits a little longer each attempt, at random, so callers that missed together do not retry together. */
const backOff = (attempt: number) => pause(Math.min(10 * attempt, 100) * (0.5 + Math.random()))

/**
 * Runs `work` while holding `key`, so that work on one key (an account's order, an order's return request) runs one
 * at a time across every server process. Waits its turn; `busy()` is thrown when the key stays held for `waitMs`.
 * The lease is renewed while the work runs, so slow work keeps it; it is given back however the work ends.
 */
export async function whileHolding<T>(payload: Payload, key: string, options: HoldOptions, work: () => Promise<T>): Promise<T> {
  const store = payloadLeaseStore(payload)
  const holder = randomUUID()
  const giveUpAt = Date.now() + options.waitMs
  const take = () => {
    const now = Date.now()
    return store.acquire(key, holder, now + options.holdMs, now)
  }
  let lease: Lease | null = await take()
  for (let attempt = 1; !lease; attempt += 1) {
    if (Date.now() > giveUpAt) throw options.busy()
    await backOff(attempt)
    lease = await take()
  }
  const held = lease
  const renewal = setInterval(() => {
    store.renew(held, Date.now() + options.holdMs).then(
      (renewed) => renewed || payload.logger.warn(`The lease on ${key} ended before its work did; another process may have taken it.`),
      (error: Error) => payload.logger.warn(`The lease on ${key} was not renewed (${error.message}).`),
    )
  }, options.holdMs / 3)
  renewal.unref()
  try {
    return await work()
  } finally {
    clearInterval(renewal)
    await store
      .release(held)
      .catch((error: Error) => payload.logger.warn(`The lease on ${key} was not given back (${error.message}); it ends by itself.`))
  }
}
