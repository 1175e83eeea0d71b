import type { Payload, Where } from 'payload'

import type { CatalogueSnapshot } from './assemble'

/** What the products updated in the edit window say about a held snapshot. */
export type WindowRead = {
  /** Held products unpublished since. */
  removed: Set<string>
  /** Published products to read whole: new, or changed since the held snapshot read them. */
  toRead: Set<string>
  /** Held products whose `updatedAt` is no longer in the window: edited or deleted since, read again whole. */
  recheck: Set<string>
}

/** Timestamps per `or` query: a few hundred conditions are one short query on every adapter. */
const STAMPS_PER_QUERY = 200

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** A timestamp as one ISO string, whichever form the adapter gives it (SQLite: text, MongoDB: Date). */
export function stampOf(value: unknown): string | null {
  if (typeof value === 'string' && ISO.test(value)) return value
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** Ids of the held products by their `updatedAt`, for those updated at `after` or later. */
function heldByStamp(held: CatalogueSnapshot, after: string): Map<string, string[]> {
  const byStamp = new Map<string, string[]>()
  for (const answer of held.products) {
    const stamp = stampOf(answer.updatedAt)
    if (stamp === null || stamp < after) continue
    const ids = byStamp.get(stamp)
    if (ids) ids.push(answer._id)
    else byStamp.set(stamp, [answer._id])
  }
  return byStamp
}

/**
 * The products updated at `after` (ISO) or later, published or not (unpublishing is an update), that `held` does not
 * show as they are. After a bulk import the window holds thousands of products the snapshot already has, and reading
 * even their ids and `updatedAt` reads every nested table (seconds at 10,000 products), so the window is read as its
 * distinct `updatedAt` values first (one column): only products at a value no held product has are read, as ids;
 * held products at a value the window no longer has are read again whole (edited or deleted). The window's count
 * must then add up to those read plus the held products left at their values; it does not when an edit took the
 * very millisecond of a held product's value or landed between the queries, and after a second try the window is
 * read as ids and `updatedAt`, product by product, as before.
 */
export async function readWindow(payload: Payload, held: CatalogueSnapshot, after: string): Promise<WindowRead> {
  const heldAt = heldByStamp(held, after)
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const read = await readWindowByStamps(payload, held, heldAt, after)
    if (read) return read
  }
  return readWindowById(payload, held, after)
}

const windowFrom = (after: string): Where => ({ updatedAt: { greater_than_equal: after } })

/** The window read by its distinct `updatedAt` values, or null when its count does not add up. */
async function readWindowByStamps(payload: Payload, held: CatalogueSnapshot, heldAt: Map<string, string[]>, after: string): Promise<WindowRead | null> {
  const { values } = await payload.findDistinct({ collection: 'products', field: 'updatedAt', where: windowFrom(after), overrideAccess: true })
  const stamps = new Set<string>()
  for (const value of values) {
    const stamp = stampOf(value.updatedAt)
    if (stamp !== null) stamps.add(stamp)
  }
  const read: WindowRead = { removed: new Set(), toRead: new Set(), recheck: new Set() }
  for (const [stamp, ids] of heldAt) if (!stamps.has(stamp)) for (const id of ids) read.recheck.add(id)
  const unknown = [...stamps].filter((stamp) => !heldAt.has(stamp))
  const seen = new Set<string>()
  for (let start = 0; start < unknown.length; start += STAMPS_PER_QUERY) {
    const chunk = unknown.slice(start, start + STAMPS_PER_QUERY)
    const { docs } = await payload.find({
      collection: 'products',
      depth: 0,
      pagination: false,
      draft: false,
      select: { _status: true },
      where: { or: chunk.map((stamp) => ({ updatedAt: { equals: stamp } })) },
      overrideAccess: true,
    })
    for (const doc of docs) {
      seen.add(doc.id)
      if (doc._status === 'published') read.toRead.add(doc.id)
      else if (held.productById.has(doc.id)) read.removed.add(doc.id)
    }
  }
  let expected = seen.size
  for (const ids of heldAt.values()) for (const id of ids) if (!seen.has(id) && !read.recheck.has(id)) expected += 1
  const { totalDocs } = await payload.count({ collection: 'products', where: windowFrom(after), overrideAccess: true })
  return totalDocs === expected ? read : null
}

/** The window read as ids, status and `updatedAt` of every product in it. */
async function readWindowById(payload: Payload, held: CatalogueSnapshot, after: string): Promise<WindowRead> {
  const read: WindowRead = { removed: new Set(), toRead: new Set(), recheck: new Set() }
  const { docs } = await payload.find({
    collection: 'products',
    depth: 0,
    pagination: false,
    draft: false,
    select: { updatedAt: true, _status: true },
    where: windowFrom(after),
    overrideAccess: true,
  })
  for (const doc of docs) {
    const answer = held.productById.get(doc.id)
    if (doc._status !== 'published') {
      if (answer) read.removed.add(doc.id)
    } else if (answer === undefined || stampOf(answer.updatedAt) !== stampOf(doc.updatedAt)) read.toRead.add(doc.id)
  }
  return read
}
