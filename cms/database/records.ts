import type { Payload, PayloadRequest } from 'payload'

import type { BulkPath } from './bulk'
import { appendChangeRecordThroughPayload, setKeyValuesThroughPayload } from './general/records'
import { appendChangeRecordToTable, setKeyValuesInTable } from './sqlite/records'
import { hasSqliteTables } from './sqlite/tables'

/**
 * The small records every edit leaves for the other processes (docs/decisions/079-stock-writes-as-plain-statements.md): a change
 * record naming what changed, and the cache's stamps in Payload's key-value collection. An order writes both, so on
 * SQLite each is one plain statement on Payload's tables; elsewhere (MongoDB, or `how.generic`) they go through
 * Payload's database API, with the same result (the parity test in tests/db). Hooks do not run: neither collection
 * has any.
 */

/** A request, or Payload alone (no transaction). */
export type Writer = Partial<PayloadRequest> & { payload: Payload }

/** A change record: what kind of document changed, their ids, and when (milliseconds since 1970). */
export type ChangeRecordRow = { kind: string; ids: string[]; at: number }

const onTables = (writer: Writer, tables: string[], how: BulkPath) => !how.generic && hasSqliteTables(writer.payload, tables)

/** Sets each key's row of Payload's key-value collection to its data, making the row the first time a key is set. */
export function setKeyValues(writer: Writer, entries: { key: string; data: Record<string, unknown> }[], how: BulkPath = {}): Promise<void> {
  if (entries.length === 0) return Promise.resolve()
  return onTables(writer, ['payload_kv'], how) ? setKeyValuesInTable(writer, entries) : setKeyValuesThroughPayload(writer, entries)
}

/** Appends a change record in the writer's transaction, nothing read back. */
export function appendChangeRecord(writer: Writer, record: ChangeRecordRow, how: BulkPath = {}): Promise<void> {
  return onTables(writer, ['catalogue_changes'], how)
    ? appendChangeRecordToTable(writer, record)
    : appendChangeRecordThroughPayload(writer, record)
}
