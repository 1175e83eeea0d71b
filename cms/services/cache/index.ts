import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

/** What a cached answer depends on: a staff edit of any of these clears every answer tagged with it. */
export type CacheTag = 'catalogue' | 'blog' | 'content'

type Entry = { value: Promise<unknown>; expires: number; tags: readonly CacheTag[] }
type Store = { entries: Map<string, Entry> }

/** Answers are rebuilt at least this often, in case an edit reached the database from another process. */
const TTL_MS = 5 * 60 * 1000

/**
 * One store per process, on globalThis: Next.js may load this module once per route bundle, and the hooks that
 * clear the cache must reach the same entries the endpoints read.
 */
const STORE_KEY = Symbol.for('nuvo.shop.answerCache')
const store: Store = ((globalThis as Record<symbol, unknown>)[STORE_KEY] as Store | undefined) ??
  ((globalThis as Record<symbol, unknown>)[STORE_KEY] = { entries: new Map() } satisfies Store)

/**
 * The cached value for `key`, or `load()`'s result, kept until an edit of one of `tags`. Concurrent misses share one
 * load; a load overtaken by an invalidation still answers its callers but is no longer in the store.
 */
export async function cached<T>(key: string, tags: readonly CacheTag[], load: () => Promise<T>): Promise<T> {
  const now = Date.now()
  const hit = store.entries.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  const value = load()
  const entry: Entry = { value, expires: now + TTL_MS, tags }
  store.entries.set(key, entry)
  try {
    await value
  } catch (error) {
    if (store.entries.get(key) === entry) store.entries.delete(key)
    throw error
  }
  return value
}

/** The cached value for `key` if there is a fresh one, without loading anything. */
export function peek<T>(key: string): Promise<T> | undefined {
  const hit = store.entries.get(key)
  return hit && hit.expires > Date.now() ? (hit.value as Promise<T>) : undefined
}

/** Forgets every answer that depends on one of `tags`. */
export function invalidate(tags: readonly CacheTag[]): void {
  for (const [key, entry] of store.entries) {
    if (entry.tags.some((tag) => tags.includes(tag))) store.entries.delete(key)
  }
}

/** Entries held now (for tests and diagnostics). */
export function cacheSize(): number {
  return store.entries.size
}

/**
 * Change hooks run inside the write's transaction, so a read between the hook and the commit would cache the old
 * data again. Clear now, and once more when the request's transaction has been committed or rolled back.
 */
function invalidateNowAndAfterCommit(req: PayloadRequest, tags: readonly CacheTag[]): void {
  invalidate(tags)
  if (!req.transactionID) return
  const startedAt = Date.now()
  const waitForCommit = () => {
    if (!req.transactionID || Date.now() - startedAt > 30_000) invalidate(tags)
    else setTimeout(waitForCommit, 5)
  }
  setTimeout(waitForCommit, 0)
}

/** `hooks` entries for a collection whose documents appear in cached answers. */
export function invalidatesCache(tags: readonly CacheTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, req }) => {
        invalidateNowAndAfterCommit(req, tags)
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        invalidateNowAndAfterCommit(req, tags)
        return doc
      },
    ],
  }
}

/** The `afterChange` hook for a global whose content appears in cached answers. */
export function globalInvalidatesCache(tags: readonly CacheTag[]): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    invalidateNowAndAfterCommit(req, tags)
    return doc
  }
}
