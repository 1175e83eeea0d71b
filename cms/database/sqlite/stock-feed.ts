import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { connectionOf } from './tables'

/** The row number of the last movement on Payload's `stock_movements` table (0 when there is none). */
export async function ledgerEndOnTable(payload: Payload): Promise<number> {
  const [row] = await connectionOf({ payload }).all<{ last: number | null }>(sql`SELECT max(rowid) AS last FROM stock_movements`)
  return Number(row?.last ?? 0)
}

/** The codes of the movements after row `position`, and the row number of the last of them: one grouped read. */
export async function codesMovedAfterOnTable(payload: Payload, position: number): Promise<{ codes: string[]; end: number }> {
  const rows = await connectionOf({ payload }).all<{ code: string; last: number }>(
    sql`SELECT code, max(rowid) AS last FROM stock_movements WHERE rowid > ${position} GROUP BY code`,
  )
  return { codes: rows.map((row) => row.code), end: rows.reduce((end, row) => Math.max(end, Number(row.last)), position) }
}
