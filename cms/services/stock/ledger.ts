import type { PayloadRequest, Where } from 'payload'

import type { StockMovementReason, StockMovementType } from '../../contract/stock'
import { appendDocument, incrementWhere, inOneShortTransaction, insertAuditEntries, type AuditEntryRow } from '../../database'
import type { StockLocation, StockLot, StockMovement } from '../../payload-types'
import { actorOf } from '../orders/new-order'
import { movementAuditEntry } from './audit'
import { balanceChangeOf, type BalanceChange } from './balance-change'
import { LotExpiryMismatch, StockShortage } from './errors'
import { recordStockChange, stockChangeCommitted } from './stock-changes'

/** One change to stock: a signed quantity of a code's lot at a location, of a kind, with why and the document behind it. */
export type MovementInput = {
  type: StockMovementType
  code: string
  lot: string
  /** YYYY-MM. */
  expiry: string
  manufactured?: string | null
  /** The stock location's id. */
  location: string
  /** Units in positive, units out negative (a reservation positive, its release negative). */
  quantity: number
  reason?: StockMovementReason | null
  /** The order id, receipt id or other reference behind the movement. */
  document?: string | null
  /** The id of the movement this one corrects. */
  reverses?: string | null
}

export type RecordedMovement = { movement: StockMovement; balance: StockLot }

const FIGURES = ['onHand', 'reserved', 'available'] as const

/** The balance row's key: a code's lot at a location. */
const keyOf = (input: MovementInput): Where[] => [
  { code: { equals: input.code } },
  { lot: { equals: input.lot } },
  { location: { equals: input.location } },
]

/** While no figure `change` lowers would go below zero. */
const enoughFor = (change: BalanceChange): Where[] =>
  FIGURES.filter((figure) => change[figure] < 0).map((figure) => ({ [figure]: { greater_than_equal: -change[figure] } }))

/**
 * The balance of `input`'s lot after `change`: one conditional write on the lot's row, found by its key, decided by
 * the database: it adds the change only while the lot is kept with this expiry and no figure would go below zero (a
 * decrement succeeds only when the row still holds enough), so two processes taking the last units never both
 * succeed. When it matched no row, the row is read to tell why: stock arriving for a lot never kept there makes the
 * row (its unique key lets one of two writers make it; the other's transaction is tried again and finds it); another
 * expiry is LotExpiryMismatch; too few units StockShortage.
 */
async function changedBalance(
  req: PayloadRequest,
  input: MovementInput,
  index: number,
  change: BalanceChange,
  location: StockLocation | undefined,
): Promise<StockLot> {
  const changed = await incrementWhere<StockLot>(
    req.payload,
    'stock-lots',
    { and: [...keyOf(input), { expiry: { equals: input.expiry } }, ...enoughFor(change)] },
    change,
    req,
  )
  if (changed) return changed
  const found = await req.payload.db.findOne<StockLot>({ collection: 'stock-lots', where: { and: keyOf(input) }, req })
  if (found) {
    if (found.expiry !== input.expiry) throw new LotExpiryMismatch(index, input.code, input.lot, found.expiry)
    throw new StockShortage(index, input.code, input.lot, found.available ?? 0)
  }
  if (change.onHand <= 0 || change.reserved < 0) throw new StockShortage(index, input.code, input.lot, 0)
  return req.payload.create({
    collection: 'stock-lots',
    data: {
      code: input.code,
      lot: input.lot,
      expiry: input.expiry,
      manufactured: input.manufactured ?? null,
      location: input.location,
      sellable: location?.sellable !== false,
      ...change,
    },
    req,
    depth: 0,
  })
}

/** How long this process trusts a location's name without reading it again (a rename shows within this). */
const LOCATION_KEPT_MS = 60_000

/** The locations movements have named, as this process last read them: a handful, rarely edited, never deleted. */
const knownLocations = new Map<string, { location: StockLocation; readAt: number }>()

/**
 * The locations movements name: from what this process read in the last minute, reading (through the database
 * adapter; no hooks read them) only those it does not know. Whether a location is sellable never changes.
 */
async function locationsById(req: PayloadRequest, ids: string[]): Promise<Map<string, StockLocation>> {
  const now = Date.now()
  const wanted = [...new Set(ids)]
  const unknown = wanted.filter((id) => (knownLocations.get(id)?.readAt ?? -Infinity) < now - LOCATION_KEPT_MS)
  if (unknown.length > 0) {
    const { docs } = await req.payload.db.find<StockLocation>({
      collection: 'stock-locations',
      where: { id: { in: unknown } },
      pagination: false,
      req,
    })
    for (const doc of docs) knownLocations.set(String(doc.id), { location: doc, readAt: now })
  }
  return new Map(wanted.flatMap((id) => (knownLocations.has(id) ? [[id, knownLocations.get(id)!.location] as const] : [])))
}

/**
 * Records movements and changes their balances in one database transaction: each movement is written with its
 * balance's change (one conditional write, decided by the database) and its audit entry, or nothing of the batch is.
 * Movements and audit entries are appended through the database adapter: neither collection has a hook to run on
 * create (movements only refuse changes), and the order path places hundreds a second. Throws StockShortage when a
 * movement would take a balance below zero, LotExpiryMismatch when a lot arrives with another expiry than it is kept
 * with.
 */
export async function recordMovements(req: PayloadRequest, inputs: MovementInput[]): Promise<RecordedMovement[]> {
  const locations = await locationsById(
    req,
    inputs.map((input) => input.location),
  )
  const staff = req.user?.collection === 'users' ? String(req.user.id) : null
  const movements = await inOneShortTransaction(req, async () => {
    const recorded: RecordedMovement[] = []
    const audit: AuditEntryRow[] = []
    const at = new Date().toISOString()
    for (const [index, input] of inputs.entries()) {
      const change = balanceChangeOf(input.type, input.quantity)
      const location = locations.get(input.location)
      const balance = await changedBalance(req, input, index, change, location)
      const data = {
        type: input.type,
        reason: input.reason ?? null,
        code: input.code,
        lot: input.lot,
        expiry: input.expiry,
        location: input.location,
        quantity: input.quantity,
        actor: actorOf(req),
        by: staff,
        document: input.document ?? null,
        reverses: input.reverses ?? null,
        createdAt: at,
        updatedAt: at,
      }
      const movement: StockMovement = { id: await appendDocument(req, 'stock-movements', data), ...data }
      audit.push(movementAuditEntry(req, movement, change, balance, location?.name ?? input.location))
      recorded.push({ movement, balance })
    }
    await insertAuditEntries(req, audit)
    await recordStockChange(
      req,
      inputs.map((input) => input.code),
    )
    return recorded
  })
  stockChangeCommitted(req)
  return movements
}
