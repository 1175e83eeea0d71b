import type { PayloadRequest } from 'payload'

import type { BulkPath } from './bulk'
import type { LotBalance, LotChange, LotWithUnits, StockMovementRow } from './stock-rows'
import { appendMovementsThroughPayload, changeLotThroughPayload, readLotsWithUnitsThroughPayload } from './general/stock-writes'
import { appendMovementsToTable, changeLotsOnTable, readLotsWithUnitsFromTable } from './sqlite/stock-writes'
import { hasSqliteTables } from './sqlite/tables'

/**
 * The stock ledger's writes (docs/decisions/079-stock-writes-as-plain-statements.md): the order path makes several a second, so
 * on SQLite each is one plain statement on Payload's tables, and elsewhere (MongoDB, or `how.generic`) it goes through
 * Payload's database API. Both have the same result (the parity tests in tests/db compare them). Hooks do not run: the
 * ledger's collections have none on these writes.
 */

const STOCK_TABLES = ['stock_lots', 'stock_movements'] as const
const onTables = (req: PayloadRequest, how: BulkPath) => !how.generic && hasSqliteTables(req.payload, STOCK_TABLES)

/**
 * Adds each change to the lot its key names (kept with that expiry), decided by the database: a lot changes only
 * while no figure its change lowers would go below zero. Answers each lot's balance after, in order, or null where no
 * row matched (another expiry, too few units, or no such lot); the others are changed all the same. Nothing is read
 * into memory and written back, so two processes both count. The keys must name distinct lots. On SQLite all the
 * lots are one `UPDATE … FROM (VALUES …)`.
 */
export async function changeLots(req: PayloadRequest, changes: LotChange[], how: BulkPath = {}): Promise<(LotBalance | null)[]> {
  if (changes.length === 0) return []
  if (onTables(req, how)) return changeLotsOnTable(req, changes)
  const after: (LotBalance | null)[] = []
  for (const { key, change } of changes) after.push(await changeLotThroughPayload(req, key, change))
  return after
}

/** Appends movements in `req`'s transaction with ids made here, nothing read back; answers their ids, in order. */
export function appendStockMovements(req: PayloadRequest, rows: StockMovementRow[], how: BulkPath = {}): Promise<string[]> {
  if (rows.length === 0) return Promise.resolve([])
  return onTables(req, how) ? appendMovementsToTable(req, rows) : appendMovementsThroughPayload(req, rows)
}

/** The lots of `codes` at `location` with units available, read now in `req`'s transaction. */
export function readLotsWithUnits(req: PayloadRequest, codes: string[], location: string, how: BulkPath = {}): Promise<LotWithUnits[]> {
  if (codes.length === 0) return Promise.resolve([])
  return onTables(req, how) ? readLotsWithUnitsFromTable(req, codes, location) : readLotsWithUnitsThroughPayload(req, codes, location)
}
