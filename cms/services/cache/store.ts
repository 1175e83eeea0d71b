import type { Payload } from 'payload'

/**
 * What a cached answer depends on: a staff edit of any of these clears every answer tagged with it. `customers`: a
 * customer's account or sessions (what a signed-in request's bearer token stands for). `stock`: a stock movement; no
 * answer carries the tag, the availability holder (services/stock/availability) reads what changed and forgets the
 * answers of the products concerned.
 */
export type CacheTag = 'catalogue' | 'blog' | 'content' | 'price-lists' | 'customer-groups' | 'customers' | 'stock' | 'companies'
export const CACHE_TAGS: readonly CacheTag[] = [
  'catalogue',
  'blog',
  'content',
  'price-lists',
  'customer-groups',
  'customers',
  'stock',
  'companies',
]

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
  /** Told of every invalidation: holders of data kept outside `entries` (the catalogue snapshot) refresh it. */
  listeners: Set<InvalidationListener>
  /** Every tag an entry has carried: forgetting a tag no entry ever carried looks at none of them. */
  carried: Set<CacheTag>
  /** Where a tag's edits show besides its stamp (services/cache/stamps, `stampFrom`). */
  stampSources: Map<CacheTag, StampSource>
}

/** Reads what stands for a tag's latest edit, or null where the tag has no such source (then only its stamp counts). */
export type StampSource = (payload: Payload) => Promise<string | null>

/** Where an edit was made: in this process (its hooks ran here) or in another one (its stamp was read). */
export type EditOrigin = 'this process' | 'another process'
/** `changedAfter`: the edit was committed after this time (Date.now()); for another process's edit, its previous stamp check. */
export type InvalidationListener = (tags: readonly CacheTag[], origin: EditOrigin, changedAfter: number) => void

/**
 * One store per process, on globalThis: Next.js may load this module once per route bundle, and the hooks that
 * clear the cache must reach the same entries the endpoints read.
 */
const STORE_KEY = Symbol.for('nuvo.shop.answerCache')
export const store: Store =
  ((globalThis as Record<symbol, unknown>)[STORE_KEY] as Store | undefined) ??
  ((globalThis as Record<symbol, unknown>)[STORE_KEY] = {
    entries: new Map(),
    stamps: new Map(),
    checkedAt: 0,
    listeners: new Set(),
    carried: new Set(),
    stampSources: new Map(),
  } satisfies Store)

/** Forgets, in this process, every answer that depends on one of `tags`, and tells the listeners. */
export function invalidate(tags: readonly CacheTag[], origin: EditOrigin = 'this process', changedAfter = Date.now()): void {
  forgetAnswers(tags)
  for (const listener of store.listeners) listener(tags, origin, changedAfter)
}

/** Calls `listener` on every later invalidation in this process. */
export function onInvalidate(listener: InvalidationListener): void {
  store.listeners.add(listener)
}

/** Forgets the answers that depend on one of `tags`, without telling the listeners (a holder that replaced its data). */
export function forgetAnswers(tags: readonly CacheTag[]): void {
  if (!tags.some((tag) => store.carried.has(tag))) return
  for (const [key, entry] of store.entries) {
    if (entry.tags.some((tag) => tags.includes(tag))) store.entries.delete(key)
  }
}
