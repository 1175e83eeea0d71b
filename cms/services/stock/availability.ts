import type { Payload } from 'payload'

import {
  availabilityOf,
  DEFAULT_AVAILABILITY_SETTINGS,
  type Availability,
  type AvailabilitySettings,
  type LotQuantity,
  type StockRule,
} from '../../contract/availability'
import { codesMovedAfter, ledgerEnd, ledgerIsFeed } from '../../database'
import { shopDay } from '../../lib/shop-time'
import { forget, forgetAnswers, onInvalidate, stampFrom, syncWithOtherProcesses, type CacheTag, type EditOrigin } from '../cache'
import { productAnswerKey } from '../catalogue/answer-keys'
import { COMMIT_MARGIN_MS, listRecords, readRecords, type Applied, type ChangeRecord } from '../catalogue/changes'
import { catalogue, type CatalogueSnapshot } from '../catalogue/snapshot'

/**
 * Each process keeps the available units of every code's lots in memory, so answers carry availability without a
 * database read per request (docs/decisions, availability freshness). Every process learns which codes moved
 * (stock-changes.ts): on SQLite from the ledger's new rows (docs/decisions/085-the-ledger-as-the-stock-feed.md),
 * elsewhere from the `stock` change records a new `stock` stamp points to; it then reads the lots of exactly those
 * codes, and forgets the cached answers of exactly the products carrying them.
 * A site-settings edit (`content`) re-reads the settings; when they changed, every product answer is forgotten.
 */

/** A read at least this often, a safety net behind the stamps (as the catalogue's). */
const REFRESH_AT_LEAST_EVERY_MS = 5 * 60 * 1000
/**
 * A refresh for buyers' orders begins at most this long after the previous one ended: under a stream of orders, one
 * read covers the changes of several (each order would otherwise cost four reads), and a reader waits at most this
 * much longer. A change staff make is read at once (`staffMovedStock`).
 */
const REFRESH_GAP_MS = 100
/** A lot with units available, as this process knows it: where it is kept, and how many of its units are free. */
export type HeldLot = LotQuantity & { lot: string; location: string }

/** Codes per query when lots are read by code. */
const CODES_PER_QUERY = 500

type Holder = {
  payload?: Payload
  loaded: boolean
  /** Lots with units available, by code. */
  lots: Map<string, HeldLot[]>
  settings: AvailabilitySettings
  first?: Promise<void>
  refreshing?: Promise<void>
  /** When the last refresh ended (Date.now()). */
  refreshEndedAt: number
  /** Staff moved stock: the next refresh does not wait for the gap. */
  urgent: boolean
  /** Stock or settings changes noticed, `applied` of them read; the last one made in this process. */
  edits: number
  applied: number
  lastLocalEdit: number
  settingsChanged: boolean
  /** When the change records (or the ledger) were last read (Date.now()). */
  recordsReadAt: number
  appliedRecords: Map<string, Applied>
  /** Where the ledger is the feed: the position of the last movement read. */
  ledgerRead: number
  /** Moves on at every change readers see: answers kept elsewhere (a buyer's) are good only for the version they saw. */
  version: number
}

/** One holder per process, on globalThis: Next.js may load this module once per route bundle. */
const HOLDER_KEY = Symbol.for('nuvo.shop.stockAvailability')
const holder: Holder = ((globalThis as Record<symbol, unknown>)[HOLDER_KEY] as Holder | undefined) ?? createHolder()

function createHolder(): Holder {
  const created: Holder = {
    loaded: false,
    lots: new Map(),
    settings: DEFAULT_AVAILABILITY_SETTINGS,
    edits: 0,
    applied: 0,
    lastLocalEdit: 0,
    settingsChanged: false,
    recordsReadAt: 0,
    refreshEndedAt: 0,
    urgent: false,
    appliedRecords: new Map(),
    ledgerRead: 0,
    version: 0,
  }
  ;(globalThis as Record<symbol, unknown>)[HOLDER_KEY] = created
  onInvalidate((tags: readonly CacheTag[], origin: EditOrigin) => {
    const stock = tags.includes('stock')
    if (!stock && !tags.includes('content')) return
    if (!stock) created.settingsChanged = true
    created.edits += 1
    if (origin === 'this process') created.lastLocalEdit = created.edits
    // Started here, not on the next read: a cached answer is served without asking this holder.
    if (created.payload) startRefresh(created.payload)
  })
  // Another process's movement shows as a new end of the ledger, read with the cache stamps.
  stampFrom('stock', async (payload) => (ledgerIsFeed(payload) ? String(await ledgerEnd(payload)) : null))
  return created
}

/** The availability of catalogue codes as this process knows it now. */
export type StockView = {
  availabilityOf(code: string, rule: StockRule): Availability
  /** Moves on at every change of what `availabilityOf` answers. */
  version: number
  /** The site's minimum shelf life and low-stock threshold, as availability applies them. */
  settings: AvailabilitySettings
  /** The lots of `code` with units available at sellable locations, as last read (a reservation's first plan). */
  lotsOf(code: string): readonly HeldLot[]
}

const view: StockView = {
  availabilityOf: (code, rule) => availabilityOf(holder.lots.get(code) ?? [], rule, holder.settings, shopDay(new Date())),
  get version() {
    return holder.version
  },
  get settings() {
    return holder.settings
  },
  lotsOf: (code) => holder.lots.get(code) ?? [],
}

/**
 * Availability as this process knows it: loaded on first use; a reader in the process that moved stock waits for the
 * change to be read (so a receipt shows at once where it was made), other processes within a second of the stamp.
 * `wait: false` answers at once, without waiting for this process's own changes (the order path: with orders placed
 * every few milliseconds, each order and cart would otherwise wait for the refreshes the previous orders started;
 * the database decides every reservation anyway).
 */
export async function stockView(payload: Payload, { wait = true }: { wait?: boolean } = {}): Promise<StockView> {
  await syncWithOtherProcesses()
  if (!holder.loaded) await firstLoad(payload)
  if (holder.applied === holder.edits && Date.now() - holder.recordsReadAt > REFRESH_AT_LEAST_EVERY_MS) {
    holder.edits += 1
    startRefresh(payload)
  }
  for (let round = 0; wait && round < 3 && holder.applied < holder.lastLocalEdit && holder.refreshing; round += 1) await holder.refreshing
  return view
}

function firstLoad(payload: Payload): Promise<void> {
  holder.first ??= (async () => {
    const upTo = holder.edits
    const readAt = Date.now()
    // Changes visible now are in what is read next; later ones are read by a refresh.
    const feed = ledgerIsFeed(payload)
    const visible = feed ? new Map<string, number>() : await listRecords(payload, readAt - COMMIT_MARGIN_MS)
    const ledgerRead = feed ? await ledgerEnd(payload) : 0
    const [lots, settings] = await Promise.all([readLots(payload), readSettings(payload)])
    holder.lots = lots
    holder.settings = settings
    holder.appliedRecords = new Map([...visible].map(([id, at]) => [id, { at, count: 0 }]))
    holder.recordsReadAt = readAt
    holder.ledgerRead = ledgerRead
    holder.applied = upTo
    holder.payload = payload
    holder.loaded = true
  })().finally(() => {
    holder.first = undefined
  })
  return holder.first
}

/** Staff moved stock in this process: what they see next shows it, so its refresh starts without waiting. */
export function staffMovedStock(): void {
  holder.urgent = true
}

function startRefresh(payload: Payload): void {
  if (holder.refreshing || !holder.loaded) return
  const gap = holder.urgent ? 0 : holder.refreshEndedAt + REFRESH_GAP_MS - Date.now()
  let upTo = holder.edits
  holder.refreshing = (gap > 0 ? new Promise<void>((resolve) => setTimeout(resolve, gap)) : Promise.resolve())
    .then(() => {
      // Changes noticed while waiting are in what is read now.
      upTo = holder.edits
      holder.urgent = false
      return refresh(payload)
    })
    .then(
      () => {
        holder.applied = upTo
      },
      (error: unknown) => console.error('reading stock changes failed; availability stays as it was until the next change', error),
    )
    .finally(() => {
      holder.refreshing = undefined
      holder.refreshEndedAt = Date.now()
      if (holder.applied === upTo && holder.applied < holder.edits) startRefresh(payload)
    })
}

/** The codes moved since the last refresh, and what to keep of the read once it is applied. */
type Moved = { codes: Set<string>; records: ChangeRecord[]; ledgerRead: number }

async function movedSinceLastRead(payload: Payload): Promise<Moved> {
  if (ledgerIsFeed(payload)) {
    const { codes, end } = await codesMovedAfter(payload, holder.ledgerRead)
    return { codes: new Set(codes), records: [], ledgerRead: end }
  }
  const records = await readRecords(payload, holder.recordsReadAt - COMMIT_MARGIN_MS, holder.appliedRecords)
  const codes = new Set(records.filter((record) => record.kind === 'stock').flatMap((record) => record.ids))
  return { codes, records, ledgerRead: holder.ledgerRead }
}

/**
 * Reads which codes moved since the last read, their lots and, after a settings edit, the settings; then, in one
 * synchronous step, replaces them and forgets the cached answers that showed them.
 */
async function refresh(payload: Payload): Promise<void> {
  const readAt = Date.now()
  const { codes, records, ledgerRead } = await movedSinceLastRead(payload)
  const rereadSettings = holder.settingsChanged
  holder.settingsChanged = false
  const [lots, settings, snapshot] = await Promise.all([
    codes.size > 0 ? readLots(payload, [...codes]) : new Map<string, HeldLot[]>(),
    rereadSettings ? readSettings(payload) : holder.settings,
    catalogue(payload),
  ])
  for (const code of codes) {
    const held = lots.get(code)
    if (held) holder.lots.set(code, held)
    else holder.lots.delete(code)
  }
  holder.ledgerRead = ledgerRead
  for (const { id, at, count } of records) holder.appliedRecords.set(id, { at, count })
  for (const [id, { at }] of holder.appliedRecords) if (at < readAt - COMMIT_MARGIN_MS - 60_000) holder.appliedRecords.delete(id)
  holder.recordsReadAt = readAt
  const settingsDiffer =
    settings.minimumShelfLifeMonths !== holder.settings.minimumShelfLifeMonths ||
    settings.lowStockThreshold !== holder.settings.lowStockThreshold
  holder.settings = settings
  if (settingsDiffer) {
    holder.version += 1
    forgetAnswers(['catalogue'])
  } else if (codes.size > 0) {
    holder.version += 1
    forgetProductsWith(snapshot, codes)
  }
}

/** Forgets the cached answers of the products carrying one of `codes`. */
function forgetProductsWith(snapshot: CatalogueSnapshot, codes: ReadonlySet<string>): void {
  for (const [id, priced] of snapshot.priceList) {
    if (!priced.variants.some((variant) => variant.codes.some((code) => codes.has(code.shortCode)))) continue
    const slug = snapshot.productById.get(id)?.slug
    if (slug) forget(productAnswerKey(slug))
  }
}

/** The lots holding available units, by code: of `codes`, or of every code. */
async function readLots(payload: Payload, codes?: readonly string[]): Promise<Map<string, HeldLot[]>> {
  const lots = new Map<string, HeldLot[]>()
  const batches = codes
    ? Array.from({ length: Math.ceil(codes.length / CODES_PER_QUERY) }, (_, i) =>
        codes.slice(i * CODES_PER_QUERY, (i + 1) * CODES_PER_QUERY),
      )
    : [undefined]
  for (const batch of batches) {
    const { docs } = await payload.find({
      collection: 'stock-lots',
      // Lots at a location buyers never get (quarantine) are not available.
      where: {
        and: [...(batch ? [{ code: { in: batch } }] : []), { available: { greater_than: 0 } }, { sellable: { not_equals: false } }],
      },
      select: { code: true, lot: true, location: true, expiry: true, available: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of docs) {
      const location = typeof doc.location === 'string' ? doc.location : String(doc.location.id)
      const lot = { available: doc.available ?? 0, expiry: doc.expiry, lot: doc.lot, location }
      const held = lots.get(doc.code)
      if (held) held.push(lot)
      else lots.set(doc.code, [lot])
    }
  }
  return lots
}

async function readSettings(payload: Payload): Promise<AvailabilitySettings> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return {
    minimumShelfLifeMonths: settings.minimumShelfLifeMonths ?? DEFAULT_AVAILABILITY_SETTINGS.minimumShelfLifeMonths,
    lowStockThreshold: settings.lowStockThreshold ?? DEFAULT_AVAILABILITY_SETTINGS.lowStockThreshold,
  }
}
