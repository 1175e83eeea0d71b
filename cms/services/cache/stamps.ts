import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { CACHE_TAGS, invalidate, store, type CacheTag } from './store'

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
 * Records, inside the edit's transaction when there is one, that answers tagged `tags` are out of date everywhere:
 * one conditional write per tag on its stamp's row, made the first time a tag's stamp is written (its key is unique:
 * of two processes making it at once, the other's transaction fails and is tried again as any write conflict is).
 */
export async function writeStamps(req: Partial<PayloadRequest> & { payload: Payload }, tags: readonly CacheTag[]): Promise<void> {
  for (const tag of tags) {
    const key = stampKey(tag)
    const data = { data: { stamp: randomUUID() } }
    const written = await req.payload.db.updateOne({
      collection: KV_COLLECTION,
      where: { key: { equals: key } },
      data,
      options: { atomic: true },
      req,
      returning: true,
    })
    if (written) continue
    const found = await req.payload.db.findOne({ collection: KV_COLLECTION, where: { key: { equals: key } }, req })
    if (found) continue
    await req.payload.db.create({ collection: KV_COLLECTION, data: { key, ...data }, req, returning: false })
  }
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
    const changed: CacheTag[] = []
    for (const tag of CACHE_TAGS) {
      const doc = docs.find((each) => each.key === stampKey(tag))
      const stamp = String((doc?.data as { stamp?: unknown } | null | undefined)?.stamp ?? '')
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
