import type { Payload } from 'payload'

import { readStockOnHandFromCollection } from './mongodb/stock-lots'
import { readStockOnHandFromTable } from './sqlite/stock-tables'
import { hasSqliteTables } from './sqlite/tables'

/** A balance holding units, with only what the stock report shows of it; `location` is the location's id. */
export type StockOnHandRow = {
  code: string
  lot: string
  expiry: string
  manufactured: string | null
  location: string
  onHand: number
  reserved: number
  available: number
}

/**
 * Every balance with units on hand, newest first (the order Payload's read of the balances keeps for lots that sort
 * alike): one read of eight fields, with no per-document steps. SQLite answers it as one JSON text, MongoDB from the
 * collection with a projection.
 */
export function readStockOnHand(payload: Payload): Promise<StockOnHandRow[]> {
  return hasSqliteTables(payload, ['stock_lots']) ? readStockOnHandFromTable(payload) : readStockOnHandFromCollection(payload)
}
