import type { Payload } from 'payload'

/** What a cached answer depends on: a staff edit of any of these clears every answer tagged with it. */
export type CacheTag = 'catalogue' | 'blog' | 'content'
export const CACHE_TAGS: readonly CacheTag[] = ['catalogue', 'blog', 'content']

export type Entry = { value: Promise<unknown>; expires: number; tags: readonly CacheTag[] }

export type Store = {
  entries: Map<string, Entry>
  /** The database through which processes tell each other about edits (services/cache/stamps). */
  payload?: Payload
  /** The last edit stamp seen per tag. */
  stamps: Map<CacheTag, string>
  /** When the stamps were last read (0: never). */
  checkedAt: number
  checking?: Promise<void>
}

/**
 * One store per process, on globalThis: Next.js may load this module once per route bundle, and the hooks that
 * clear the cache must reach the same entries the endpoints read.
 */
const STORE_KEY = Symbol.for('nuvo.shop.answerCache')
export const store: Store = ((globalThis as Record<symbol, unknown>)[STORE_KEY] as Store | undefined) ??
  ((globalThis as Record<symbol, unknown>)[STORE_KEY] = { entries: new Map(), stamps: new Map(), checkedAt: 0 } satisfies Store)

/** Forgets, in this process, every answer that depends on one of `tags`. */
export function invalidate(tags: readonly CacheTag[]): void {
  for (const [key, entry] of store.entries) {
    if (entry.tags.some((tag) => tags.includes(tag))) store.entries.delete(key)
  }
}
