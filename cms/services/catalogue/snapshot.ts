import type { Payload } from 'payload'

import { databaseBusyIn } from '../../database'
import { forgetAnswers, onInvalidate, syncWithOtherProcesses, type CacheTag, type EditOrigin } from '../cache'
import { EMPTY_SNAPSHOT, ValuePool, patchSnapshot, type CatalogueSnapshot } from './assemble'
import { COMMIT_MARGIN_MS, KEEP_RECORDS_MS, forgetOldRecords, readRecords, wantedBy, type Applied, type ChangeRecord } from './changes'
import { productsToRead, readWanted, readWholeCatalogue } from './read'
import { repricedEntries } from './reprice'

export type { CatalogueSnapshot } from './assemble'

/** A refresh runs at least this often, a safety net behind the edit stamps (as the answer cache's lifetime). */
const REFRESH_AT_LEAST_EVERY_MS = 5 * 60 * 1000

/** Old change records are deleted at most this often, by whichever process refreshes. */
const FORGET_RECORDS_EVERY_MS = 60 * 60 * 1000

/**
 * Readers answer from the previous snapshot during a refresh only while the edit can be at most this old: a busy
 * process reads the stamps every half second (services/cache), so it notices an edit that soon after its
 * commit, and a refresh is given the rest. A process that has not read them for longer (an idle one) may notice an
 * edit made long ago, and its readers wait for the refresh instead.
 */
const SERVE_PREVIOUS_FOR_MS = 2_000

type Held = {
  snapshot: CatalogueSnapshot
  /** When the change records were last read for it (Date.now()): the next refresh reads the records written since, less the commit margin. */
  recordsReadAt: number
}

/** An index of the snapshot (search, codes) and how to patch it for the next snapshot. */
type LiveIndex = { value: unknown; patch: (value: unknown, next: CatalogueSnapshot, changedIds: ReadonlySet<string>) => void }

type Holder = {
  held?: Held
  first?: Promise<Held>
  refreshing?: Promise<void>
  /** The refresh under way reads the whole catalogue (after a pause of a day): readers do not wait for it. */
  reloadingWhole: boolean
  /** Catalogue edits noticed so far; `applied` of them are in `held`; the last one made in this process. */
  edits: number
  applied: number
  lastLocalEdit: number
  /** The oldest edit not yet in `held` was committed after this time (0: none pending). */
  pendingSince: number
  pool: ValuePool
  /** The indexes built so far, by name, patched at every replacement of the snapshot. */
  indexes: Map<string, LiveIndex>
  /** The change records in `held`, as far as applied (kept for the commit margin). */
  appliedRecords: Map<string, Applied>
  forgotRecordsAt: number
}

/** One holder per process, on globalThis: Next.js may load this module once per route bundle. */
const HOLDER_KEY = Symbol.for('nuvo.shop.catalogueSnapshot')
const holder: Holder = ((globalThis as Record<symbol, unknown>)[HOLDER_KEY] as Holder | undefined) ?? createHolder()

function createHolder(): Holder {
  const created: Holder = {
    reloadingWhole: false,
    edits: 0,
    applied: 0,
    lastLocalEdit: 0,
    pendingSince: 0,
    pool: new ValuePool(),
    indexes: new Map(),
    appliedRecords: new Map(),
    forgotRecordsAt: 0,
  }
  ;(globalThis as Record<symbol, unknown>)[HOLDER_KEY] = created
  onInvalidate((tags: readonly CacheTag[], origin: EditOrigin, changedAfter: number) => {
    if (!tags.includes('catalogue')) return
    if (created.applied === created.edits) created.pendingSince = changedAfter
    created.edits += 1
    if (origin === 'this process') created.lastLocalEdit = created.edits
  })
  return created
}

/**
 * Every category and every published product, kept up to date by refreshes instead of reloads (decision 020): a
 * catalogue edit (its stamp, services/cache) makes the next read start a refresh that reads the change records not
 * yet applied, then exactly the products they name (prices written in bulk come in their records and are patched in,
 * decision 037), and patches a copy of the snapshot. Readers keep the previous snapshot meanwhile: a reader in the
 * process that made the edit waits for the refresh (so an editor and the tests see their own edit at once), other processes answer from
 * the previous snapshot until the new one is in place, never from a mix of both.
 */
export async function catalogue(payload: Payload): Promise<CatalogueSnapshot> {
  await syncWithOtherProcesses()
  if (!holder.held) return (await firstLoad(payload)).snapshot
  if (holder.applied === holder.edits && Date.now() - holder.held.recordsReadAt > REFRESH_AT_LEAST_EVERY_MS) {
    holder.pendingSince = Date.now()
    holder.edits += 1
  }
  if (holder.applied < holder.edits) startRefresh(payload)
  // Wait for a refresh that began after this process's last edit, or after an edit noticed late; give up after a few
  // rounds of failing refreshes.
  const mustWait = () =>
    holder.applied < holder.lastLocalEdit || (holder.applied < holder.edits && Date.now() - holder.pendingSince > SERVE_PREVIOUS_FOR_MS)
  for (let round = 0; round < 3 && mustWait() && holder.refreshing && !holder.reloadingWhole; round += 1) {
    await holder.refreshing
    if (holder.applied < holder.edits) startRefresh(payload)
  }
  return holder.held.snapshot
}

/**
 * An index of the catalogue (search, codes), built from the held snapshot on first use and then patched in place
 * whenever the snapshot is replaced, with the ids of the products whose answers changed (a whole reload drops it, to
 * be built again). Patching happens synchronously with the replacement, and indexes are read synchronously, so a
 * lookup sees the index of one snapshot only; a reader still holding the previous snapshot gets the patched index.
 */
export function liveIndex<T>(
  name: string,
  build: (snapshot: CatalogueSnapshot) => T,
  patch: (index: T, next: CatalogueSnapshot, changedIds: ReadonlySet<string>) => void,
): (snapshot: CatalogueSnapshot) => T {
  return (snapshot) => {
    const live = holder.indexes.get(name)
    if (live) return live.value as T
    const value = build(holder.held?.snapshot ?? snapshot)
    holder.indexes.set(name, { value, patch: patch as LiveIndex['patch'] })
    return value
  }
}

/** Whether this process holds a catalogue snapshot (readiness: it can price carts and answer lists). */
export function catalogueIsLoaded(): boolean {
  return holder.held !== undefined
}

/** Listeners told how long each refresh or whole read of the catalogue took (metrics). */
const refreshListeners = new Set<(durationMs: number) => void>()

/** Calls `listener` with the duration of every later catalogue read in this process. */
export function onCatalogueRead(listener: (durationMs: number) => void): void {
  refreshListeners.add(listener)
}

function reportRead(startedAt: number): void {
  const durationMs = performance.now() - startedAt
  for (const listener of refreshListeners) listener(durationMs)
}

function patchIndexes(next: CatalogueSnapshot, changedIds: ReadonlySet<string> | 'all'): void {
  if (changedIds === 'all') return holder.indexes.clear()
  if (changedIds.size === 0) return
  try {
    for (const live of holder.indexes.values()) live.patch(live.value, next, changedIds)
  } catch (error) {
    console.error('patching the catalogue indexes failed; they are built again on next use', error)
    holder.indexes.clear()
  }
}

function firstLoad(payload: Payload): Promise<Held> {
  holder.first ??= (async () => {
    holder.applied = holder.edits
    const startedAt = performance.now()
    const held = await readWhole(payload)
    reportRead(startedAt)
    holder.held = held
    return held
  })().finally(() => {
    holder.first = undefined
  })
  return holder.first
}

/**
 * The whole catalogue. The change records visible before the read are in it (their edits committed before it
 * began); records that become visible later are applied by the next refresh.
 */
async function readWhole(payload: Payload): Promise<Held> {
  const recordsReadAt = Date.now()
  const visible = await readRecords(payload, recordsReadAt - COMMIT_MARGIN_MS)
  holder.pool = new ValuePool()
  const { snapshot } = patchSnapshot(EMPTY_SNAPSHOT, await readWholeCatalogue(payload, holder.pool, EMPTY_SNAPSHOT))
  holder.appliedRecords = new Map(visible.map(({ id, at, count }) => [id, { at, count }]))
  return { snapshot, recordsReadAt }
}

function startRefresh(payload: Payload): void {
  if (holder.refreshing || !holder.held) return
  const upTo = holder.edits
  const startedAt = performance.now()
  holder.refreshing = refresh(payload, holder.held)
    .then(
      (next) => {
        reportRead(startedAt)
        holder.held = next.held
        holder.applied = upTo
        for (const { id, at, count } of next.records) holder.appliedRecords.set(id, { at, count })
        for (const [id, { at }] of holder.appliedRecords)
          if (at < next.held.recordsReadAt - COMMIT_MARGIN_MS - 60_000) holder.appliedRecords.delete(id)
        if (holder.applied === holder.edits) holder.pendingSince = 0
        patchIndexes(next.held.snapshot, next.changedIds)
        // Answers computed from the previous snapshot while this refresh ran must not outlive it.
        if (!next.unchanged) forgetAnswers(['catalogue'])
      },
      (error: unknown) => console.error('refreshing the catalogue failed; the previous snapshot stays', error),
    )
    .finally(() => {
      holder.refreshing = undefined
      holder.reloadingWhole = false
    })
}

/**
 * The next holding; `unchanged`: its snapshot answers as the previous one, whose cached answers stay valid;
 * `records`: the change records it applied.
 */
type Refreshed = { held: Held; changedIds: ReadonlySet<string> | 'all'; unchanged: boolean; records: ChangeRecord[] }

/**
 * The next snapshot: patched with what the change records not yet applied name, or read whole when this process
 * has not read the records for so long that some may have been deleted.
 */
async function refresh(payload: Payload, previous: Held): Promise<Refreshed> {
  const recordsReadAt = Date.now()
  if (recordsReadAt - previous.recordsReadAt > KEEP_RECORDS_MS - COMMIT_MARGIN_MS) {
    holder.reloadingWhole = true
    return { held: await readWhole(payload), changedIds: 'all', unchanged: false, records: [] }
  }
  // Not awaited: the delete waits for another writer's lock (a catalogue import's transaction), readers must not.
  void forgetOldRecordsNowAndThen(payload, recordsReadAt)
  const records = await readRecords(payload, previous.recordsReadAt - COMMIT_MARGIN_MS, holder.appliedRecords)
  if (records.length === 0) return { held: { ...previous, recordsReadAt }, changedIds: new Set(), unchanged: true, records }
  // Values of products edited since are never shared again: start a new pool once they could outnumber the rest.
  if (holder.pool.size > 4 * previous.snapshot.products.length + 10_000) holder.pool = new ValuePool()
  const wanted = wantedBy(records)
  const toRead = productsToRead(previous.snapshot, wanted)
  const change = await readWanted(payload, previous.snapshot, wanted, toRead, holder.pool)
  // Prices written in bulk are patched in, not read: at a price revision of the whole catalogue this is the refresh.
  change.repriced = await repricedEntries(previous.snapshot, records, toRead)
  const { snapshot, changedIds } = patchSnapshot(previous.snapshot, change)
  if (changedIds.size === 0 && JSON.stringify(snapshot.categories) === JSON.stringify(previous.snapshot.categories)) {
    // Nothing a reader sees changed (a saved draft, an edit of a field the shop does not show): keep the snapshot, so
    // its cached answers stay.
    return { held: { snapshot: { ...previous.snapshot, mediaOf: snapshot.mediaOf }, recordsReadAt }, changedIds, unchanged: true, records }
  }
  return { held: { snapshot, recordsReadAt }, changedIds, unchanged: false, records }
}

/** After a failed deletion (another write held the database, e.g. a catalogue import), the next try is this soon. */
const RETRY_FORGETTING_AFTER_MS = 60_000

async function forgetOldRecordsNowAndThen(payload: Payload, now: number): Promise<void> {
  if (now - holder.forgotRecordsAt < FORGET_RECORDS_EVERY_MS) return
  holder.forgotRecordsAt = now
  try {
    await forgetOldRecords(payload)
  } catch (error) {
    holder.forgotRecordsAt = now - FORGET_RECORDS_EVERY_MS + RETRY_FORGETTING_AFTER_MS
    if (databaseBusyIn(error))
      console.warn('old catalogue change records not deleted: the database was busy with another write; trying again in a minute')
    else console.error('deleting old catalogue change records failed; trying again in a minute', error)
  }
}
