import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

/** A drizzle connection of Payload's SQLite adapter: the adapter's own, or a transaction's. */
export type Connection = { all: <T>(query: SQL) => Promise<T[]>; run: (query: SQL) => Promise<{ rowsAffected: number }> }
type SqliteAdapter = { name: string; drizzle: Connection; sessions?: Record<string, { db: Connection }>; tables?: Record<string, unknown> }

/**
 * Whether `payload` runs on Payload's SQLite adapter with every table named: the bulk paths
 * (docs/decisions/036-catalogue-import-speed.md) read and write these tables directly; other adapters go through
 * Payload's API.
 */
export function hasSqliteTables(payload: Payload, tables: readonly string[]): boolean {
  const db = payload.db as unknown as SqliteAdapter
  if (db.name !== 'sqlite' || !db.tables || typeof db.drizzle?.all !== 'function') return false
  return tables.every((table) => table in db.tables!)
}

/** The connection a query of `req` runs on: its transaction's when it is in one. */
export function connectionOf(req: PayloadRequest | { payload: Payload; transactionID?: unknown }): Connection {
  const db = req.payload.db as unknown as SqliteAdapter
  const id = req.transactionID
  const session = typeof id === 'string' || typeof id === 'number' ? db.sessions?.[String(id)] : undefined
  return session?.db ?? db.drizzle
}
