import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { lotPlaceKey, type LotBalance, type LotChange, type LotWithUnits, type StockMovementRow } from '../stock-rows'
import { connectionOf } from './tables'

type StoredLot = Omit<LotBalance, 'sellable'> & { sellable: number | null }

/**
 * `changeLots` on Payload's `stock_lots` table: one `UPDATE … FROM (VALUES …) RETURNING`. A row joins a change only
 * while no figure the change lowers would go below zero (`column5`–`column7` are the changes to on hand, reserved and
 * available).
 */
export async function changeLotsOnTable(req: PayloadRequest, changes: LotChange[]): Promise<(LotBalance | null)[]> {
  const values = changes.map(
    ({ key, change }) =>
      sql`(${key.code}, ${key.lot}, ${key.location}, ${key.expiry}, ${change.onHand}, ${change.reserved}, ${change.available})`,
  )
  const rows = await connectionOf(req).all<StoredLot>(sql`
    UPDATE stock_lots
    SET on_hand = on_hand + c.column5, reserved = reserved + c.column6, available = available + c.column7,
      updated_at = ${new Date().toISOString()}
    FROM (VALUES ${sql.join(values, sql`, `)}) AS c
    WHERE stock_lots.code = c.column1 AND stock_lots.lot = c.column2 AND stock_lots.location_id = c.column3
      AND stock_lots.expiry = c.column4
      AND stock_lots.on_hand + min(c.column5, 0) >= 0 AND stock_lots.reserved + min(c.column6, 0) >= 0
      AND stock_lots.available + min(c.column7, 0) >= 0
    RETURNING id, code, lot, expiry, manufactured, location_id AS location, sellable, on_hand AS "onHand", reserved, available`)
  const changed = new Map(rows.map((row) => [lotPlaceKey(row), row]))
  return changes.map(({ key }) => {
    const row = changed.get(lotPlaceKey(key))
    return row ? { ...row, manufactured: row.manufactured ?? null, sellable: row.sellable !== 0 } : null
  })
}

/** `appendStockMovements` on Payload's `stock_movements` table: one multi-row `INSERT`. */
export async function appendMovementsToTable(req: PayloadRequest, rows: StockMovementRow[]): Promise<string[]> {
  const ids = rows.map(() => randomUUID())
  const values = rows.map(
    (row, index) =>
      sql`(${ids[index]}, ${row.createdAt}, ${row.updatedAt}, ${row.type}, ${row.reason}, ${row.code}, ${row.lot}, ${row.expiry}, ${row.location}, ${row.quantity}, ${row.actor}, ${row.by}, ${row.document}, ${row.reverses})`,
  )
  await connectionOf(req).run(sql`
    INSERT INTO stock_movements
      (id, created_at, updated_at, type, reason, code, lot, expiry, location_id, quantity, actor, by_id, document, reverses_id)
    VALUES ${sql.join(values, sql`, `)}`)
  return ids
}

/** `readLotsWithUnits` from Payload's `stock_lots` table. */
export function readLotsWithUnitsFromTable(req: PayloadRequest, codes: string[], location: string): Promise<LotWithUnits[]> {
  const named = sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  )
  return connectionOf(req).all<LotWithUnits>(
    sql`SELECT code, lot, expiry, available FROM stock_lots WHERE code IN (${named}) AND location_id = ${location} AND available > 0`,
  )
}
