import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { syncWithOtherProcesses, writeStamps } from './stamps'
import { invalidate, store, type CacheTag, type Entry } from './store'

export { shareCacheThrough, stampFrom, syncWithOtherProcesses, writeStamps } from './stamps'
export { forgetAnswers, invalidate, onInvalidate, type CacheTag, type EditOrigin } from './store'

/** Answers are rebuilt at least this often, a safety net behind the edit stamps (services/cache/stamps). */
const TTL_MS = 5 * 60 * 1000

/**
 * The cached value for `key`, or `load()`'s result, kept until an edit of one of `tags`. Concurrent misses share one
 * load; a load overtaken by an invalidation still answers its callers but is no longer in the store.
 */
export async function cached<T>(key: string, tags: readonly CacheTag[], load: () => Promise<T>): Promise<T> {
  await syncWithOtherProcesses()
  const now = Date.now()
  const hit = store.entries.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  const value = load()
  const entry: Entry = { value, expires: now + TTL_MS, tags }
  store.entries.set(key, entry)
  for (const tag of tags) store.carried.add(tag)
  try {
    await value
  } catch (error) {
    if (store.entries.get(key) === entry) store.entries.delete(key)
    throw error
  }
  return value
}

/** The cached value for `key` if there is a fresh one, without loading anything. */
export async function peek<T>(key: string): Promise<T | undefined> {
  await syncWithOtherProcesses()
  const hit = store.entries.get(key)
  return hit && hit.expires > Date.now() ? (hit.value as Promise<T>) : undefined
}

/** Drops the value held under `key` in this process: the next `cached` call for it loads it again. */
export function forget(key: string): void {
  store.entries.delete(key)
}

/** Entries held now (for tests and diagnostics). */
export function cacheSize(): number {
  return store.entries.size
}

/**
 * Change hooks run inside the write's transaction, so a read between the hook and the commit would cache the old
 * data again. Clear now, and once more when the request's transaction has been committed or rolled back; the stamps
 * written in the same transaction tell the other processes.
 */
export async function invalidateAfterEdit(req: PayloadRequest, tags: readonly CacheTag[]): Promise<void> {
  invalidate(tags)
  await writeStamps(req, tags)
  if (req.transactionID) whenTransactionEnds(req, () => invalidate(tags))
}

/**
 * As `invalidateAfterEdit`, but this process clears `tags` only once the request's transaction has ended (at once
 * without one): for a holder that reads what changed from the database (stock availability), a read before the
 * commit finds nothing new and is only spent.
 */
export async function invalidateOnCommit(req: PayloadRequest, tags: readonly CacheTag[]): Promise<void> {
  await writeStamps(req, tags)
  invalidateHereOnCommit(req, tags)
}

/**
 * As `invalidateOnCommit`, without writing stamps: for a change the other processes learn of from the change itself
 * (a stock movement on SQLite, whose ledger is read as a feed: `stampFrom`).
 */
export function invalidateHereOnCommit(req: PayloadRequest, tags: readonly CacheTag[]): void {
  if (req.transactionID) whenTransactionEnds(req, () => invalidate(tags))
  else invalidate(tags)
}

/** A wait at most this long for a transaction's end. */
const LONGEST_WAIT_MS = 30_000
/** How often the transactions waited on are looked at. */
const LOOK_EVERY_MS = 5

type Waiting = { req: PayloadRequest; since: number; then: () => void }

/** Callbacks waiting for their request's transaction to end, in the order they came; one timer looks at them all. */
let waiting: Waiting[] = []
let looking: NodeJS.Timeout | undefined

function lookAtWaiting(): void {
  const now = Date.now()
  const ended: Waiting[] = []
  const still: Waiting[] = []
  for (const entry of waiting) (!entry.req.transactionID || now - entry.since > LONGEST_WAIT_MS ? ended : still).push(entry)
  waiting = still
  if (waiting.length === 0) {
    clearInterval(looking)
    looking = undefined
  }
  for (const { then } of ended) then()
}

/**
 * Calls `then` once `req`'s transaction has been committed or rolled back (after 30 s at the latest). Payload says
 * nothing when a transaction ends (it clears `req.transactionID`), so the requests waiting are looked at every few
 * milliseconds, by one timer for all of them: under a stream of orders, a timer per order cost each order a share of
 * a millisecond of CPU.
 */
function whenTransactionEnds(req: PayloadRequest, then: () => void): void {
  waiting.push({ req, since: Date.now(), then })
  // The timer alone keeps no process alive (a script that ends while a transaction is waited on).
  looking ??= setInterval(lookAtWaiting, LOOK_EVERY_MS).unref()
}

/**
 * Clears `tags` in this process and tells the others, after a write made outside Payload's operations (no hooks, no
 * transaction): e.g. an account's sessions, which Payload itself writes straight to the database.
 */
export async function invalidateEverywhere(payload: Payload, tags: readonly CacheTag[]): Promise<void> {
  invalidate(tags)
  await writeStamps({ payload }, tags)
}

/** `hooks` entries for a collection whose documents appear in cached answers. */
export function invalidatesCache(tags: readonly CacheTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, req }) => {
        await invalidateAfterEdit(req, tags)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await invalidateAfterEdit(req, tags)
        return doc
      },
    ],
  }
}

/** The `afterChange` hook for a global whose content appears in cached answers. */
export function globalInvalidatesCache(tags: readonly CacheTag[]): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await invalidateAfterEdit(req, tags)
    return doc
  }
}
