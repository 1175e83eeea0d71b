import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

import { invalidateAfterEdit, type CacheTag } from '../services/cache'

/**
 * The catalogue's change records (decision 020). Each hook that changes catalogue data records the ids it changed in
 * the edit's own transaction, beside the cache stamp that makes other processes look: a record becomes visible
 * exactly when its edit does. A process refreshes its snapshot with the records it has not applied yet, so it reads
 * exactly what changed, and nothing is inferred from timestamps.
 */
export const CHANGES_COLLECTION = 'catalogue-changes'

export type ChangeKind = 'product' | 'category' | 'media' | 'gst-rate'
export type ChangeRecord = { id: string; kind: ChangeKind; ids: string[]; at: number }

/**
 * How long before its visible moment a record may have been written: an edit's transaction commits after its hooks
 * ran, so a reader asks for records written this long before its previous read began, and skips those it has
 * applied. Covers every transaction that writes the catalogue (a single edit takes milliseconds; a bulk import of
 * 10,000 products in one transaction takes about a minute).
 */
export const COMMIT_MARGIN_MS = 10 * 60_000

/** Records are kept this long; a process that has not read them for longer reads the catalogue whole. */
export const KEEP_RECORDS_MS = 24 * 60 * 60_000

/** Writes a record of `ids` changed, inside `req`'s transaction when there is one. */
export async function recordChange(req: PayloadRequest, kind: ChangeKind, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids.filter((id) => id !== ''))]
  if (unique.length === 0) return
  await req.payload.db.create({ collection: CHANGES_COLLECTION, data: { kind, ids: unique, at: Date.now() }, req })
}

/** The records written at `from` (ms) or later, oldest first. */
export async function readRecords(payload: Payload, from: number): Promise<ChangeRecord[]> {
  const { docs } = await payload.db.find<{ id: string; kind: ChangeKind; ids: unknown; at: number }>({
    collection: CHANGES_COLLECTION,
    limit: 0,
    pagination: false,
    req: {},
    sort: 'at',
    where: { at: { greater_than_equal: from } },
  })
  return docs.map((doc) => ({ id: String(doc.id), kind: doc.kind, ids: Array.isArray(doc.ids) ? doc.ids.map(String) : [], at: Number(doc.at) }))
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
    const into = record.kind === 'product' ? wanted.products : record.kind === 'media' ? wanted.media : record.kind === 'gst-rate' ? wanted.gstRates : undefined
    for (const id of record.ids) into?.add(id)
  }
  return wanted
}
