import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { StockOnHandRow } from '../stock-on-hand'
import { connectionOf } from './tables'

type Tuple = [string, string, string, string | null, string, number, number, number]

/**
 * The balances holding units as one JSON text built by SQLite, newest first: the libSQL client makes each row of a
 * plain select an object property by property, which for tens of thousands of rows costs several times the query
 * itself; one text parsed at once does not.
 */
export async function readStockOnHandFromTable(payload: Payload): Promise<StockOnHandRow[]> {
  const [result] = await connectionOf({ payload }).all<{ rows: string }>(sql`
    SELECT json_group_array(
      json_array(code, lot, expiry, manufactured, location_id, on_hand, reserved, available) ORDER BY created_at DESC, id DESC
    ) AS rows
    FROM stock_lots WHERE on_hand > 0`)
  const tuples = JSON.parse(result?.rows ?? '[]') as Tuple[]
  return tuples.map(([code, lot, expiry, manufactured, location, onHand, reserved, available]) => ({
    code,
    lot,
    expiry,
    manufactured,
    location,
    onHand,
    reserved,
    available,
  }))
}
