import type { PayloadRequest, Where } from 'payload'

import type { StockMovementReason, StockMovementType } from '../../contract/stock'
import {
  appendStockMovements,
  changeLots,
  inOneShortTransaction,
  insertAuditEntries,
  lotBalanceOf,
  type AuditEntryRow,
  type LotBalance,
  type StockMovementRow,
} from '../../database'
import type { StockLocation, StockLot, StockMovement } from '../../payload-types'
import { actorOf } from '../orders/new-order'
import { movementAuditEntry } from './audit'
import { balanceChangeOf, NO_CHANGE, type BalanceChange } from './balance-change'
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

/** A movement as it is stored, before it has its id. */
type MovementData = StockMovementRow & { type: StockMovementType; reason: StockMovementReason | null }

export type RecordedMovement = { movement: StockMovement; balance: LotBalance }

/** The balance row's key: a code's lot at a location. */
const keyOf = (input: MovementInput): Where[] => [
  { code: { equals: input.code } },
  { lot: { equals: input.lot } },
  { location: { equals: input.location } },
]

/**
 * The balance of a lot the batch's conditional write did not change, after `change`: the row is read to tell why.
 * Stock arriving for a lot never kept there makes the row (its unique key lets one of two writers make it; the other's
 * transaction is tried again and finds it); another expiry is LotExpiryMismatch; too few units StockShortage.
 */
async function unchangedBalance(
  req: PayloadRequest,
  input: MovementInput,
  index: number,
  change: BalanceChange,
  location: StockLocation | undefined,
): Promise<LotBalance> {
  const found = await req.payload.db.findOne<StockLot>({ collection: 'stock-lots', where: { and: keyOf(input) }, req })
  if (found) {
    if (found.expiry !== input.expiry) throw new LotExpiryMismatch(index, input.code, input.lot, found.expiry)
    throw new StockShortage(index, input.code, input.lot, found.available ?? 0)
  }
  if (change.onHand <= 0 || change.reserved < 0) throw new StockShortage(index, input.code, input.lot, 0)
  const created = await req.payload.create({
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
  return lotBalanceOf(created)
}

/** The movements of a batch that change one lot (a code's lot at a location, with one expiry), and their sum. */
type LotGroup = { input: MovementInput; change: BalanceChange; members: number[] }

function lotGroups(inputs: MovementInput[], changes: BalanceChange[]): LotGroup[] {
  const groups = new Map<string, LotGroup>()
  inputs.forEach((input, index) => {
    const key = [input.code, input.lot, input.location, input.expiry].join('\u0000')
    const group = groups.get(key)
    const change = changes[index]!
    if (!group) groups.set(key, { input, change: { ...change }, members: [index] })
    else {
      for (const figure of FIGURES) group.change[figure] += change[figure]
      group.members.push(index)
    }
  })
  return [...groups.values()]
}

const FIGURES = ['onHand', 'reserved', 'available'] as const

const negated = (change: BalanceChange): BalanceChange => ({
  onHand: -change.onHand,
  reserved: -change.reserved,
  available: -change.available,
})

/** A batch a lot refuses: `throw` says why (StockShortage, LotExpiryMismatch); `undo` leaves every lot as it was. */
type WhenRefused = 'throw' | 'undo'

/**
 * Each movement's balance after it: one conditional write per lot for the whole batch, decided by the database
 * (`changeLots`: a lot changes only while no figure would go below zero, so two processes taking the last units never
 * both succeed), the movements of one lot added together first. A movement's balance is its lot's after the batch,
 * less what the lot's later movements did. The movements of a lot it did not change are tried one by one: a receipt
 * makes a lot never kept (`unchangedBalance`), and the first that cannot be made says why.
 */
async function balancesAfter(
  req: PayloadRequest,
  inputs: MovementInput[],
  changes: BalanceChange[],
  locations: Map<string, StockLocation>,
  whenRefused: WhenRefused,
): Promise<LotBalance[] | null> {
  const groups = lotGroups(inputs, changes)
  // Two expiries for one lot in a batch: the lot is changed by the first; the other's movements are tried one by one.
  const lots = new Set<string>()
  const distinct = groups.filter((group) => {
    const key = [group.input.code, group.input.lot, group.input.location].join('\u0000')
    return !lots.has(key) && lots.add(key)
  })
  const changed = await changeLots(
    req,
    distinct.map((group) => ({ key: group.input, change: group.change })),
  )
  const after = new Map(distinct.map((group, index) => [group, changed[index] ?? null]))
  if (whenRefused === 'undo' && groups.some((group) => !after.get(group))) {
    // Every lot changed gets its change back (in the same transaction, which no one else can write meanwhile).
    const undone = distinct.filter((group) => after.get(group))
    await changeLots(
      req,
      undone.map((group) => ({ key: group.input, change: negated(group.change) })),
    )
    return null
  }
  const balances: LotBalance[] = []
  for (const group of groups) {
    const final = after.get(group)
    if (!final) {
      // Not changed as a whole: its movements one by one, as they come, to change what they can or tell why not.
      for (const index of group.members) {
        const [one] = await changeLots(req, [{ key: inputs[index]!, change: changes[index]! }])
        balances[index] =
          one ?? (await unchangedBalance(req, inputs[index]!, index, changes[index]!, locations.get(inputs[index]!.location)))
      }
      continue
    }
    const later = { ...NO_CHANGE }
    for (const index of [...group.members].reverse()) {
      balances[index] = {
        ...final,
        onHand: final.onHand - later.onHand,
        reserved: final.reserved - later.reserved,
        available: final.available - later.available,
      }
      for (const figure of FIGURES) later[figure] += changes[index]![figure]
    }
  }
  return balances
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
  return (await record(req, inputs, 'throw'))!
}

/**
 * `recordMovements` of a batch planned from what this process knows, inside a caller's transaction: when a lot has no
 * longer the units planned, nothing is recorded and every lot is left as it was (null), so the caller can plan again
 * from a read in the same transaction.
 */
export function recordMovementsIfAllTaken(req: PayloadRequest, inputs: MovementInput[]): Promise<RecordedMovement[] | null> {
  return record(req, inputs, 'undo')
}

async function record(req: PayloadRequest, inputs: MovementInput[], whenRefused: WhenRefused): Promise<RecordedMovement[] | null> {
  const locations = await locationsById(
    req,
    inputs.map((input) => input.location),
  )
  const staff = req.user?.collection === 'users' ? String(req.user.id) : null
  const movements = await inOneShortTransaction(req, async () => {
    const at = new Date().toISOString()
    const changes = inputs.map((input) => balanceChangeOf(input.type, input.quantity))
    const balances = await balancesAfter(req, inputs, changes, locations, whenRefused)
    if (!balances) return null
    const rows: MovementData[] = inputs.map((input) => ({
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
    }))
    const ids = await appendStockMovements(req, rows)
    const recorded: RecordedMovement[] = []
    const audit: AuditEntryRow[] = []
    for (const [index, data] of rows.entries()) {
      const movement: StockMovement = { id: ids[index]!, ...data }
      const balance = balances[index]!
      audit.push(movementAuditEntry(req, movement, changes[index]!, balance, locations.get(data.location)?.name ?? data.location))
      recorded.push({ movement, balance })
    }
    await insertAuditEntries(req, audit)
    await recordStockChange(
      req,
      inputs.map((input) => input.code),
    )
    return recorded
  })
  if (movements) stockChangeCommitted(req)
  return movements
}
