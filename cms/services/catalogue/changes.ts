import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

import { nextTurn } from '../../lib/turn'
import { invalidateAfterEdit, type CacheTag } from '../cache'

/**
 * The catalogue's change records (decision 020). Each hook that changes catalogue data records the ids it changed in
 * the edit's own transaction, beside the cache stamp that makes other processes look: a record becomes visible
 * exactly when its edit does. A process refreshes its snapshot with the records it has not applied yet, so it reads
 * exactly what changed, and nothing is inferred from timestamps.
 */
export const CHANGES_COLLECTION = 'catalogue-changes'

export type ChangeKind = 'product' | 'category' | 'media' | 'gst-rate' | 'prices' | 'stock'

/** A code's new prices, in paise: short code, MRP, Our price. */
export type CodePrices = [shortCode: string, originalPrice: number, discountedPrice: number]

/**
 * What a `prices` record carries: the new prices of its products' codes and their new `updatedAt`, all that changed
 * (a bulk price write, services/catalogue-io), so a reader patches its snapshot instead of reading the products.
 */
export type PriceChanges = { updatedAt: string; products: Record<string, CodePrices[]> }

/**
 * A record as a reader needs it: `ids` are those it has not applied yet, `count` how many the record holds now;
 * `prices` for a `prices` record.
 */
export type ChangeRecord = { id: string; kind: ChangeKind; ids: string[]; at: number; count: number; prices?: PriceChanges }

/** How far a reader has applied a record: its time then, and how many of its ids. */
export type Applied = { at: number; count: number }

/**
 * How long before its visible moment a record may have been written: an edit's transaction commits after its hooks
 * ran, so a reader asks for the records written this long before its previous read began, and skips those it has
 * applied. A transaction's records are grouped and stamped with its latest hook (`recordChange`), so this bounds
 * the time between two hooks of one transaction and its commit, far beyond any bulk edit.
 */
export const COMMIT_MARGIN_MS = 6 * 60 * 60_000

/** Records are kept this long; a process that has not read them for longer, less the margin, reads the catalogue whole. */
export const KEEP_RECORDS_MS = 24 * 60 * 60_000

/** Ids per record: a bulk edit in one transaction writes one record per this many products of a kind. */
export const IDS_PER_RECORD = 1_000

type OpenRecord = { id: string; ids: string[]; at: number }

/**
 * The record each request (a bulk edit runs every product's hooks with one, concurrently) is filling, per kind, and
 * the last write to it, which the next one waits for.
 */
const openRecords = new WeakMap<object, { byKind: Map<ChangeKind, OpenRecord>; last: Promise<void> }>()

/**
 * Records `ids` changed, with `req` (inside its transaction when the database runs one). The hooks of one request
 * fill one record per kind, up to `IDS_PER_RECORD` ids, each write giving it a later time: a record's time is that
 * of its request's last hook, so it is visible within moments of it, and a reader that applied it with fewer ids
 * sees the new time and applies it again.
 */
export function recordChange(req: PayloadRequest, kind: ChangeKind, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids.filter((id) => id !== ''))]
  if (unique.length === 0) return Promise.resolve()
  const open = openRecords.get(req) ?? { byKind: new Map<ChangeKind, OpenRecord>(), last: Promise.resolve() }
  openRecords.set(req, open)
  const write = open.last.then(() => writeRecord(req, open.byKind, kind, unique))
  open.last = write.catch(() => undefined)
  return write
}

async function writeRecord(req: PayloadRequest, byKind: Map<ChangeKind, OpenRecord>, kind: ChangeKind, ids: string[]): Promise<void> {
  const open = byKind.get(kind)
  if (open && open.ids.length + ids.length <= IDS_PER_RECORD) {
    // Appended even when present: a reader that applied the first ids reads only those after them.
    open.ids.push(...ids)
    open.at = Math.max(Date.now(), open.at + 1)
    await req.payload.db.updateOne({ collection: CHANGES_COLLECTION, id: open.id, data: { ids: open.ids, at: open.at }, req })
    return
  }
  const at = Date.now()
  const created = await req.payload.db.create({ collection: CHANGES_COLLECTION, data: { kind, ids, at }, req })
  byKind.set(kind, { id: String(created.id), ids, at })
}

/**
 * Records new prices of products' codes, written in bulk with `req` (in its transaction): one `prices` record per
 * `IDS_PER_RECORD` products. Every process patches them into its snapshot.
 */
export async function recordPrices(
  req: PayloadRequest,
  products: readonly { productId: string; codes: CodePrices[] }[],
  updatedAt: string,
): Promise<void> {
  for (let start = 0; start < products.length; start += IDS_PER_RECORD) {
    const batch = products.slice(start, start + IDS_PER_RECORD)
    const prices: PriceChanges = { updatedAt, products: Object.fromEntries(batch.map(({ productId, codes }) => [productId, codes])) }
    const data = { kind: 'prices', ids: batch.map((product) => product.productId), at: Date.now(), prices }
    await req.payload.db.create({ collection: CHANGES_COLLECTION, data, req, returning: false })
    await nextTurn()
  }
}

type Row = { id: string; kind: ChangeKind; ids: unknown; at: number; prices?: PriceChanges | null }

/** The ids of the records written at `from` (ms) or later, with their times. */
export async function listRecords(payload: Payload, from: number): Promise<Map<string, number>> {
  const { docs } = await payload.db.find<Pick<Row, 'id' | 'at'>>({
    collection: CHANGES_COLLECTION,
    limit: 0,
    pagination: false,
    req: {},
    select: { at: true },
    where: { at: { greater_than_equal: from } },
  })
  return new Map(docs.map((doc) => [String(doc.id), Number(doc.at)]))
}

/**
 * Records written this long before a reader's previous read are listed again at its next read; older ones (down to
 * its commit margin) only when their number shows one it has not applied (a long transaction's late commit). A
 * record that grows after a reader applied it grows outside a transaction (its first ids committed) and takes the
 * time of its growth, after the previous read began; the margin covers the clocks of different servers.
 */
const LISTED_BEFORE_LAST_READ_MS = 10_000

/**
 * The ids and times of the records at `from` or later that may not be applied (`from`: the reader's previous read
 * less COMMIT_MARGIN_MS): every record written since shortly before that read; the older ones only when the database
 * holds more of them than `applied` knows there. Without this, a reader would list every record of the commit margin
 * (6 hours) at each read, one per order placed (orders reserve stock), and each read would cost more the busier
 * the shop had been.
 */
async function listUnapplied(payload: Payload, from: number, applied: ReadonlyMap<string, Applied>): Promise<Map<string, number>> {
  const recentFrom = Math.min(Date.now(), from + COMMIT_MARGIN_MS) - LISTED_BEFORE_LAST_READ_MS
  if (from >= recentFrom || applied.size === 0) return listRecords(payload, from)
  const recent = await listRecords(payload, recentFrom)
  let known = 0
  for (const [id, { at }] of applied) if (at >= from && at < recentFrom && !recent.has(id)) known += 1
  const { totalDocs } = await payload.db.count({
    collection: CHANGES_COLLECTION,
    req: {},
    where: { and: [{ at: { greater_than_equal: from } }, { at: { less_than: recentFrom } }] },
  })
  return totalDocs === known ? recent : listRecords(payload, from)
}

/**
 * The records written at `from` (ms) or later that `applied` does not hold at their present time, oldest first. The
 * list is read as ids and times (one row per record, `listUnapplied`); only the new or grown records are read whole.
 */
export async function readRecords(
  payload: Payload,
  from: number,
  applied: ReadonlyMap<string, Applied> = new Map(),
): Promise<ChangeRecord[]> {
  const fresh = [...(await listUnapplied(payload, from, applied))].filter(([id, at]) => applied.get(id)?.at !== at).map(([id]) => id)
  if (fresh.length === 0) return []
  const records: ChangeRecord[] = []
  for (let start = 0; start < fresh.length; start += IDS_PER_RECORD) {
    const { docs } = await payload.db.find<Row>({
      collection: CHANGES_COLLECTION,
      limit: 0,
      pagination: false,
      req: {},
      sort: 'at',
      where: { id: { in: fresh.slice(start, start + IDS_PER_RECORD) } },
    })
    for (const doc of docs) {
      const ids = Array.isArray(doc.ids) ? doc.ids.map(String) : []
      const id = String(doc.id)
      const record: ChangeRecord = {
        id,
        kind: doc.kind,
        ids: ids.slice(applied.get(id)?.count ?? 0),
        at: Number(doc.at),
        count: ids.length,
      }
      if (doc.prices) record.prices = doc.prices
      records.push(record)
    }
  }
  return records.sort((a, b) => a.at - b.at)
}

/** Deletes the records older than `KEEP_RECORDS_MS`. */
export async function forgetOldRecords(payload: Payload): Promise<void> {
  await payload.db.deleteMany({ collection: CHANGES_COLLECTION, req: {}, where: { at: { less_than: Date.now() - KEEP_RECORDS_MS } } })
}

type Ids<T> = (doc: T, previousDoc: T | undefined) => string[]

/**
 * `hooks` for a collection whose documents are catalogue data: each change and deletion records the ids `idsOf`
 * names and clears the answers tagged `tags` in every process (services/cache).
 */
export function recordsCatalogueChanges<T extends { id: string | number }>(
  kind: ChangeKind,
  tags: readonly CacheTag[],
  idsOf: Ids<T> = (doc) => [String(doc.id)],
): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } {
  return {
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        await recordChange(req, kind, idsOf(doc as T, previousDoc as T | undefined))
        await invalidateAfterEdit(req, tags)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await recordChange(req, kind, idsOf(doc as T, undefined))
        await invalidateAfterEdit(req, tags)
        return doc
      },
    ],
  }
}

/** A GST rate's change concerns the products carrying its rate before and after. */
export const gstRatesOf: Ids<{ id: string | number; rate?: number | null }> = (doc, previousDoc) =>
  [doc.rate, previousDoc?.rate].filter((rate): rate is number => typeof rate === 'number').map(String)

/** What a batch of records asks a refresh to read again. */
export type Wanted = { products: Set<string>; categories: boolean; media: Set<string>; gstRates: Set<string> }

export function wantedBy(records: readonly ChangeRecord[]): Wanted {
  const wanted: Wanted = { products: new Set(), categories: false, media: new Set(), gstRates: new Set() }
  for (const record of records) {
    // Categories show images too, and are a few rows: read them again for a media change as well.
    if (record.kind === 'category' || record.kind === 'media') wanted.categories = true
    const into =
      record.kind === 'product'
        ? wanted.products
        : record.kind === 'media'
          ? wanted.media
          : record.kind === 'gst-rate'
            ? wanted.gstRates
            : undefined
    for (const id of record.ids) into?.add(id)
  }
  return wanted
}
