import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'

import type { ChangeRecordRow, Writer } from '../records'
import { connectionOf } from './tables'

/** `setKeyValues` on Payload's `payload_kv` table: one `INSERT … ON CONFLICT (key) DO UPDATE`. */
export async function setKeyValuesInTable(writer: Writer, entries: { key: string; data: Record<string, unknown> }[]): Promise<void> {
  const rows = entries.map(({ key, data }) => sql`(${randomUUID()}, ${key}, ${JSON.stringify(data)})`)
  await connectionOf(writer).run(
    sql`INSERT INTO payload_kv (id, key, data) VALUES ${sql.join(rows, sql`, `)} ON CONFLICT (key) DO UPDATE SET data = excluded.data`,
  )
}

/** `appendChangeRecord` on Payload's `catalogue_changes` table: one `INSERT`. */
export async function appendChangeRecordToTable(writer: Writer, record: ChangeRecordRow): Promise<void> {
  await connectionOf(writer).run(
    sql`INSERT INTO catalogue_changes (id, kind, ids, at) VALUES (${randomUUID()}, ${record.kind}, ${JSON.stringify(record.ids)}, ${record.at})`,
  )
}
