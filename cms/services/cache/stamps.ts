import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { setKeyValues } from '../../database'
import { CACHE_TAGS, invalidate, store, type CacheTag, type StampSource } from './store'

/**
 * Every process of the shop (workers of one server, and other servers on the same database) keeps its own answer
 * cache. An edit writes a new stamp for its tags into Payload's key-value collection, in the edit's own transaction,
 * so the stamp becomes visible exactly when the edit does. Each process reads the stamps at most every half second,
 * on the first cache read after that, and forgets the answers of every tag whose stamp changed: an edit made through
 * any process is served by all of them within a second, the catalogue's refresh included (half a second of waiting
 * leaves the other half for it). See docs/decisions/015-shared-stores.md.
 */
export const STAMP_CHECK_INTERVAL_MS = 500
const KV_COLLECTION = 'payload-kv'
const stampKey = (tag: CacheTag) => `cache-stamp:${tag}`

/** Called once Payload has started in this process (onInit). */
export function shareCacheThrough(payload: Payload): void {
  store.payload = payload
}

/**
 * Records, inside the edit's transaction when there is one, that answers tagged `tags` are out of date everywhere: a
 * new stamp for each tag, one write for them all on SQLite (the database boundary's `setKeyValues`).
 */
export async function writeStamps(req: Partial<PayloadRequest> & { payload: Payload }, tags: readonly CacheTag[]): Promise<void> {
  await setKeyValues(
    req,
    tags.map((tag) => ({ key: stampKey(tag), data: { stamp: randomUUID() } })),
  )
}

/**
 * Makes `source` stand for edits of `tag` besides its stamp: read with the stamps, and a change of what it answers
 * counts as an edit made in another process. For edits that show in the database by themselves (the stock ledger on
 * SQLite), so they need not write a stamp.
 */
export function stampFrom(tag: CacheTag, source: StampSource): void {
  store.stampSources.set(tag, source)
}

/** Brings this process's cache up to date with edits made elsewhere, reading the stamps at most every half second. */
export function syncWithOtherProcesses(): Promise<void> | undefined {
  if (!store.payload || Date.now() - store.checkedAt < STAMP_CHECK_INTERVAL_MS) return undefined
  store.checking ??= readStamps(store.payload).finally(() => {
    store.checking = undefined
  })
  return store.checking
}

async function readStamps(payload: Payload): Promise<void> {
  const firstCheck = store.checkedAt === 0
  try {
    const { docs } = await payload.db.find<{ key: string; data: unknown }>({
      collection: KV_COLLECTION,
      limit: 0,
      pagination: false,
      req: {},
      where: { key: { in: CACHE_TAGS.map(stampKey) } },
    })
    const sourced = new Map<CacheTag, string | null>()
    for (const [tag, source] of store.stampSources) sourced.set(tag, await source(payload))
    const changed: CacheTag[] = []
    for (const tag of CACHE_TAGS) {
      const doc = docs.find((each) => each.key === stampKey(tag))
      const written = String((doc?.data as { stamp?: unknown } | null | undefined)?.stamp ?? '')
      const source = sourced.get(tag)
      const stamp = source == null ? written : `${written} ${source}`
      if (store.stamps.get(tag) !== stamp && !firstCheck) changed.push(tag)
      store.stamps.set(tag, stamp)
    }
    if (changed.length > 0) invalidate(changed, 'another process', store.checkedAt)
  } catch (error) {
    // The cache keeps answering; the next read after the check interval tries again.
    console.error('reading the cache stamps failed', error)
  }
  store.checkedAt = Date.now()
}
