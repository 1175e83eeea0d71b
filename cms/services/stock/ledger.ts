import type { PayloadRequest } from 'payload'

import { isCustomer } from '../../access/roles'
import type { StockMovementReason, StockMovementType } from '../../contract/stock'
import {
  appendStockMovements,
  inOneShortTransaction,
  insertAuditEntries,
  type AuditEntryRow,
  type LotBalance,
  type StockMovementRow,
} from '../../database'
import type { StockMovement } from '../../payload-types'
import { actorOf } from '../orders/new-order'
import { movementAuditEntry } from './audit'
import { balanceChangeOf } from './balance-change'
import { locationsById } from './locations'
import { balancesAfter, type MovementInput, type WhenRefused } from './lot-changes'
import { recordStockChange, stockChangeCommitted } from './stock-changes'

/** A movement as it is stored, before it has its id. */
type MovementData = StockMovementRow & { type: StockMovementType; reason: StockMovementReason | null }

export type RecordedMovement = { movement: StockMovement; balance: LotBalance }

/**
 * Records movements and changes their balances in one database transaction: each movement is written with its
 * balance's change (one conditional write, decided by the database) and, unless a buyer made it, its audit entry, or
 * nothing of the batch is. The audit trail holds what staff and the shop itself did; a buyer's reservation at checkout
 * is in the ledger under the buyer and the order, as the order is (docs/decisions/085-the-ledger-as-the-stock-feed.md).
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
    const audited = !isCustomer(req.user)
    for (const [index, data] of rows.entries()) {
      const movement: StockMovement = { id: ids[index]!, ...data }
      const balance = balances[index]!
      if (audited)
        audit.push(movementAuditEntry(req, movement, changes[index]!, balance, locations.get(data.location)?.name ?? data.location))
      recorded.push({ movement, balance })
    }
    if (audit.length > 0) await insertAuditEntries(req, audit)
    await recordStockChange(
      req,
      inputs.map((input) => input.code),
    )
    return recorded
  })
  if (movements) stockChangeCommitted(req)
  return movements
}
