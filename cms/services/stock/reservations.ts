import type { PayloadRequest } from 'payload'

import { countableQuantity, type StockRule } from '../../contract/availability'
import { onlyAvailable } from '../../contract/messages'
import type { StockMovementReason } from '../../contract/stock'
import { inOneShortTransaction, readLotsWithUnits } from '../../database'
import { conflict } from '../../lib/http-errors'
import { shopDay } from '../../lib/shop-time'
import { codeIndex } from '../catalogue/code-index'
import { catalogue } from '../catalogue/snapshot'
import { stockView, type StockView } from './availability'
import { StockShortage } from './errors'
import { mainWarehouseId } from './locations'
import { recordMovements, recordMovementsIfAllTaken, type RecordedMovement } from './ledger'
import type { MovementInput } from './lot-changes'
import { stockChangeCommitted } from './stock-changes'

/**
 * Reservations hold an order's units from the moment it is placed until it ships or is cancelled (docs/decisions,
 * stock reservations): one `reservation` movement per lot taken, first expiry first, all of an order in one batch,
 * under the order's readable id; a `release` gives them back.
 */

export type ReservationLine = { code: string; quantity: number }

/** A line that could not be covered: its index in the order, its code, and the units that could be sold. */
export type ShortLine = { index: number; code: string; available: number }

/** An order asks for more of a code than can be sold, for a product that takes no backorders: nothing was reserved. */
export class ReservationRefused extends Error {
  constructor(readonly lines: ShortLine[]) {
    super(onlyAvailable(lines[0]!.code, lines[0]!.available))
    this.name = 'ReservationRefused'
  }
}

/** How many times a reservation is planned again after another order took the units it planned to take. */
const RESERVATION_TRIES = 4

/** `unreserved`: units of backorder products left without stock. */
type Plan = { movements: MovementInput[]; short: ShortLine[]; lineOfMovement: number[]; unreserved: number }

/** The stock rule of each code's product as the published catalogue has it; none for a code no longer sold. */
async function rulesOf(req: PayloadRequest, codes: string[]): Promise<Map<string, StockRule>> {
  const [index, { priceList }] = await Promise.all([codeIndex(req.payload), catalogue(req.payload)])
  const rules = new Map<string, StockRule>()
  for (const code of codes) {
    const match = index.lookup(code)
    const stock = match ? priceList.get(match.productId)?.stock : undefined
    if (stock) rules.set(code, { ...stock, lowStockThreshold: null })
  }
  return rules
}

/** A lot a reservation may take units from. */
type PlannedLot = { code: string; lot: string; expiry: string; location: string; available: number }

const firstExpiryFirst = (a: PlannedLot, b: PlannedLot) => a.expiry.localeCompare(b.expiry) || a.lot.localeCompare(b.lot)

/** The lots of `codes` with units available at the main warehouse (where orders are picked), read now. */
async function lotsRead(req: PayloadRequest, codes: string[]): Promise<PlannedLot[]> {
  if (codes.length === 0) return []
  const location = await mainWarehouseId(req)
  const lots = await readLotsWithUnits(req, codes, location)
  return lots.map((lot) => ({ ...lot, location }))
}

/** The same lots as this process last read them (availability's view): no database read, possibly a moment old. */
async function lotsKnown(req: PayloadRequest, view: StockView, codes: string[]): Promise<PlannedLot[]> {
  const location = await mainWarehouseId(req)
  return codes.flatMap((code) =>
    view
      .lotsOf(code)
      .filter((lot) => lot.location === location && lot.available > 0)
      .map((lot) => ({ code, lot: lot.lot, expiry: lot.expiry, location, available: lot.available })),
  )
}

/**
 * What to reserve: for each code of a product that tracks stock, its quantity taken from lots that still have the
 * site's minimum shelf life, first expiry first; what a backorder product lacks stays unreserved; a code of another
 * product that cannot be covered is a short line. The first plan takes the lots as this process knows them; a plan
 * made again (after the database refused one, or when the first found too few units) reads them.
 */
async function planReservation(
  req: PayloadRequest,
  document: string,
  lines: readonly ReservationLine[],
  source: 'known' | 'read',
): Promise<Plan> {
  const wanted = new Map<string, { index: number; quantity: number }>()
  lines.forEach((line, index) => {
    const held = wanted.get(line.code)
    if (held) held.quantity += line.quantity
    else wanted.set(line.code, { index, quantity: line.quantity })
  })
  const rules = await rulesOf(req, [...wanted.keys()])
  const tracked = [...wanted.keys()].filter((code) => rules.get(code)?.tracksStock)
  if (tracked.length === 0) return { movements: [], short: [], lineOfMovement: [], unreserved: 0 }
  const view = await stockView(req.payload, { wait: false })
  const lots = source === 'known' ? await lotsKnown(req, view, tracked) : await lotsRead(req, tracked)
  const today = shopDay(new Date())
  const { minimumShelfLifeMonths } = view.settings
  const usable = lots
    .filter((lot) => countableQuantity([{ available: 1, expiry: lot.expiry }], today, minimumShelfLifeMonths) > 0)
    .sort(firstExpiryFirst)

  const plan: Plan = { movements: [], short: [], lineOfMovement: [], unreserved: 0 }
  for (const code of tracked) {
    const { index, quantity } = wanted.get(code)!
    const own = usable.filter((lot) => lot.code === code)
    const available = own.reduce((sum, lot) => sum + lot.available, 0)
    if (available < quantity && !rules.get(code)!.allowBackorder) {
      plan.short.push({ index, code, available })
      continue
    }
    let left = quantity
    for (const lot of own) {
      if (left === 0) break
      const take = Math.min(left, lot.available)
      if (take <= 0) continue
      left -= take
      plan.movements.push({
        type: 'reservation',
        code,
        lot: lot.lot,
        expiry: lot.expiry,
        location: lot.location,
        quantity: take,
        document,
      })
      plan.lineOfMovement.push(index)
    }
    plan.unreserved += left
  }
  plan.short.sort((a, b) => a.index - b.index)
  return plan
}

/** A write the database refused (another order took the units) as the refusal of the line it was for. */
const refusedBy = (plan: Plan, error: StockShortage) =>
  new ReservationRefused([{ index: plan.lineOfMovement[error.index]!, code: error.code, available: error.available }])

/**
 * Reserves an order's lines (`document`: its readable id) in one batch: all of them or, when a code of a product that
 * takes no backorders cannot be covered, none (ReservationRefused naming each such line and what is available). When
 * another order took planned units meanwhile, the database refuses the write and the plan is made again.
 *
 * Inside a caller's transaction (the order's own), the first plan comes from what this process knows; when a lot no
 * longer has the units planned, the batch leaves every lot as it was, and the plan is made again from what the database
 * holds now (the transaction holds the write lock on the embedded database, so nothing changes under it). A refused
 * write of that plan refuses the order: the caller's transaction then undoes whatever part of the batch was written.
 */
export async function reserveForOrder(
  req: PayloadRequest,
  { document, lines }: { document: string; lines: readonly ReservationLine[] },
): Promise<RecordedMovement[]> {
  if (req.transactionID !== undefined && req.transactionID !== null) {
    const known = await planReservation(req, document, lines, 'known')
    if (known.short.length === 0 && known.unreserved === 0 && known.movements.length > 0) {
      const recorded = await recordMovementsIfAllTaken(req, known.movements)
      if (recorded) return recorded
    }
    const plan = await planReservation(req, document, lines, 'read')
    if (plan.short.length > 0) throw new ReservationRefused(plan.short)
    if (plan.movements.length === 0) return []
    try {
      return await recordMovements(req, plan.movements)
    } catch (error) {
      if (error instanceof StockShortage) throw refusedBy(plan, error)
      throw error
    }
  }
  for (let attempt = 1; ; attempt++) {
    let plan = await planReservation(req, document, lines, attempt === 1 ? 'known' : 'read')
    // What this process knows may be a moment behind a receipt made in another: a plan that lacks units is read again.
    if (attempt === 1 && (plan.short.length > 0 || plan.unreserved > 0)) plan = await planReservation(req, document, lines, 'read')
    if (plan.short.length > 0) throw new ReservationRefused(plan.short)
    if (plan.movements.length === 0) return []
    try {
      return await recordMovements(req, plan.movements)
    } catch (error) {
      if (!(error instanceof StockShortage)) throw error
      if (attempt >= RESERVATION_TRIES) throw refusedBy(plan, error)
    }
  }
}

/** A lot's units still reserved for a document. */
export type Outstanding = { code: string; lot: string; expiry: string; location: string; quantity: number }

/** The units still reserved for `document`, per code, lot and location: its reservations less its releases. */
export async function outstandingReservations(req: PayloadRequest, document: string): Promise<Outstanding[]> {
  const { docs } = await req.payload.find({
    collection: 'stock-movements',
    where: { and: [{ document: { equals: document } }, { type: { in: ['reservation', 'release'] } }] },
    depth: 0,
    pagination: false,
    req,
    select: { code: true, lot: true, expiry: true, location: true, quantity: true },
  })
  const held = new Map<string, Outstanding>()
  for (const movement of docs) {
    const location = typeof movement.location === 'string' ? movement.location : String(movement.location.id)
    const key = `${movement.code}\u0000${movement.lot}\u0000${location}`
    const entry = held.get(key)
    if (entry) entry.quantity += movement.quantity
    else held.set(key, { code: movement.code, lot: movement.lot, expiry: movement.expiry, location, quantity: movement.quantity })
  }
  return [...held.values()].filter((entry) => entry.quantity > 0)
}

/**
 * Gives back every unit still reserved for `document`, in one transaction: read and released together, so a second
 * call, even at the same moment, releases nothing more. `reason` says why when the order itself stays (its payment
 * never came). Returns the release movements.
 */
export async function releaseReservations(
  req: PayloadRequest,
  document: string,
  reason: StockMovementReason | null = null,
): Promise<RecordedMovement[]> {
  const released = await inOneShortTransaction(req, async () => {
    const outstanding = await outstandingReservations(req, document)
    if (outstanding.length === 0) return []
    return recordMovements(
      req,
      outstanding.map((entry) => ({ type: 'release', ...entry, quantity: -entry.quantity, document, reason })),
    )
  })
  if (released.length > 0) stockChangeCommitted(req)
  return released
}

/**
 * `reserveForOrder` as the shop API answers it: a refusal is a 409 naming each line (`products.<i>`), its code and the
 * units available, the first line's words as the message.
 */
export async function reserveOrRefuse(req: PayloadRequest, document: string, lines: readonly ReservationLine[]): Promise<void> {
  try {
    await reserveForOrder(req, { document, lines })
  } catch (error) {
    if (!(error instanceof ReservationRefused)) throw error
    throw conflict({
      message: error.message,
      errors: error.lines.map(({ index, code, available }) => ({
        field: `products.${index}`,
        code,
        available,
        message: onlyAvailable(code, available),
      })),
    })
  }
}
