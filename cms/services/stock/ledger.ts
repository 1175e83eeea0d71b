import type { PayloadRequest, Where } from 'payload'

import type { StockAdjustmentReason, StockMovementType } from '../../contract/stock'
import { incrementWhere, inOneShortTransaction } from '../../database'
import type { StockLocation, StockLot, StockMovement } from '../../payload-types'
import { actorOf } from '../orders/new-order'
import { auditMovement } from './audit'
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
  reason?: StockAdjustmentReason | null
  /** The order id, receipt id or other reference behind the movement. */
  document?: string | null
  /** The id of the movement this one corrects. */
  reverses?: string | null
}

export type RecordedMovement = { movement: StockMovement; balance: StockLot }

const FIGURES = ['onHand', 'reserved', 'available'] as const

/** The balance row's key: a code's lot at a location. */
const keyOf = (input: MovementInput): Where => ({
  and: [{ code: { equals: input.code } }, { lot: { equals: input.lot } }, { location: { equals: input.location } }],
})

/**
 * The balance of `input`'s lot after `change`: one conditional write on the lot's row, or, for stock arriving for a lot
 * never kept there, the row made with it (its unique key lets one of two writers make it; the other's transaction is
 * tried again and finds it). StockShortage when the database refuses the change.
 */
async function changedBalance(
  req: PayloadRequest,
  input: MovementInput,
  index: number,
  change: BalanceChange,
  location: StockLocation | undefined,
): Promise<StockLot> {
  const { docs } = await req.payload.find({ collection: 'stock-lots', where: keyOf(input), limit: 1, depth: 0, pagination: false, req })
  const found = docs[0]
  if (found) {
    if (found.expiry !== input.expiry) throw new LotExpiryMismatch(index, input.code, input.lot, found.expiry)
    return (await applyChange(req, found, change)) ?? refused(req, input, index, found)
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

/**
 * Applies `change` to the balance with one conditional write: the database adds the change only while no figure would
 * go below zero (a decrement succeeds only when the row still holds enough), so two processes taking the last units
 * never both succeed. Null when it refused.
 */
function applyChange(req: PayloadRequest, row: StockLot, change: BalanceChange): Promise<StockLot | null> {
  const enough: Where[] = FIGURES.filter((figure) => change[figure] < 0).map((figure) => ({
    [figure]: { greater_than_equal: -change[figure] },
  }))
  return incrementWhere<StockLot>(req.payload, 'stock-lots', { and: [{ id: { equals: row.id } }, ...enough] }, change, req)
}

/** A refused change: what the lot holds now, for the refusal's message. */
async function refused(req: PayloadRequest, input: MovementInput, index: number, row: StockLot): Promise<never> {
  const now = await req.payload.findByID({ collection: 'stock-lots', id: row.id, depth: 0, req, disableErrors: true })
  throw new StockShortage(index, input.code, input.lot, now?.available ?? 0)
}

async function locationsById(req: PayloadRequest, ids: string[]): Promise<Map<string, StockLocation>> {
  const { docs } = await req.payload.find({
    collection: 'stock-locations',
    where: { id: { in: [...new Set(ids)] } },
    depth: 0,
    pagination: false,
    req,
  })
  return new Map(docs.map((doc) => [String(doc.id), doc]))
}

/**
 * Records movements and changes their balances in one database transaction: each movement is written with its
 * balance's change (one conditional write, decided by the database) and its audit entry, or nothing of the batch is.
 * Throws StockShortage when a movement would take a balance below zero, LotExpiryMismatch when a lot arrives with
 * another expiry than it is kept with.
 */
export async function recordMovements(req: PayloadRequest, inputs: MovementInput[]): Promise<RecordedMovement[]> {
  const locations = await locationsById(
    req,
    inputs.map((input) => input.location),
  )
  const staff = req.user?.collection === 'users' ? String(req.user.id) : null
  const movements = await inOneShortTransaction(req, async () => {
    const recorded: RecordedMovement[] = []
    for (const [index, input] of inputs.entries()) {
      const change = balanceChangeOf(input.type, input.quantity)
      const location = locations.get(input.location)
      const balance = await changedBalance(req, input, index, change, location)
      const movement = await req.payload.create({
        collection: 'stock-movements',
        data: {
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
        },
        req,
        depth: 0,
      })
      await auditMovement(req, movement, change, balance, location?.name ?? input.location)
      recorded.push({ movement, balance })
    }
    await recordStockChange(
      req,
      inputs.map((input) => input.code),
    )
    return recorded
  })
  stockChangeCommitted(req)
  return movements
}
