import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { createClient, type Client, type Config } from '@libsql/client'
import type { DatabaseAdapterObj, Payload } from 'payload'

import { SQLITE_BUSY_TIMEOUT_MS, SQLITE_SYNCHRONOUS } from './sqlite/settings'
import { migrations } from '../migrations'
import { mongoMigrations } from '../migrations-mongodb'
import { guardServerClient } from './sqlite/connections'
import { sqliteFileOf } from './sqlite/files'
import { openPreparedConnection } from './sqlite/prepared-connection'

export type DatabaseKind = 'sqlite' | 'mongodb'

/** Which database `payload` runs on. */
export const databaseKindOf = (payload: Payload): DatabaseKind => (payload.db.name === 'sqlite' ? 'sqlite' : 'mongodb')

/** The migrations the adapter applies at start (SQLite's schema); MongoDB has none. */
export function expectedMigrationNames(payload: Payload): string[] {
  const migrations = (payload.db as { prodMigrations?: { name: string }[] }).prodMigrations ?? []
  return migrations.map((migration) => migration.name)
}

/** `mongodb://` or `mongodb+srv://` → MongoDB (production); `file:` → embedded SQLite (the default). */
export function databaseKindFor(uri: string): DatabaseKind {
  if (/^mongodb(\+srv)?:\/\//i.test(uri)) return 'mongodb'
  if (uri.startsWith('file:')) return 'sqlite'
  throw new Error(`DATABASE_URI must start with file: (SQLite) or mongodb:// (MongoDB); got "${uri.split(':')[0]}:"`)
}

/**
 * SQLite never pushes its schema: the committed migrations in cms/migrations are the schema, applied on start in
 * development, tests and production alike (docs/decisions/002-database-sqlite-default-mongodb-production.md).
 * MongoDB needs no schema migrations, only the data moves of cms/migrations-mongodb, applied the same way.
 */
export function databaseAdapterFor(uri: string, appRoot: string): DatabaseAdapterObj {
  if (databaseKindFor(uri) === 'mongodb') {
    return mongooseAdapter({ url: uri, transactionOptions: {}, prodMigrations: mongoMigrations })
  }
  return sqliteAdapter({
    client: { url: uri },
    idType: 'uuid',
    push: false,
    wal: { synchronous: SQLITE_SYNCHRONOUS },
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    migrationDir: path.resolve(appRoot, 'cms/migrations'),
    prodMigrations: migrations,
  })
}

/**
 * Readies the database once Payload has connected: production applied `prodMigrations` while connecting, everywhere
 * else the same migrations are applied here (on MongoDB, its data moves, and nothing more); then the server's SQLite connection gets its short in-SQLite wait and
 * its retries (`guardServerClient`). Migrations run before, with the long wait: two workers starting together take
 * turns at them.
 */
export async function prepareDatabase(payload: Payload): Promise<void> {
  const outsideProduction = process.env.NODE_ENV !== 'production' && process.env.PAYLOAD_MIGRATING !== 'true'
  if (payload.db.name !== 'sqlite') {
    if (outsideProduction) await payload.db.migrate({ migrations: mongoMigrations as never })
    return
  }
  if (outsideProduction) await payload.db.migrate({ migrations: migrations as never })
  const db = payload.db as unknown as { client: Client; clientConfig: Config }
  guardServerClient(
    db.client,
    () => createClient(db.clientConfig),
    () => openPreparedConnection(sqliteFileOf(db.clientConfig.url)),
  )
}

export { databaseBusyIn } from './busy'
export { countCatalogueCodes } from './catalogue-counts'
export {
  insertAuditEntries,
  productsUpdatedAt,
  readCatalogueProducts,
  writeCodePrices,
  type AuditEntryRow,
  type BulkPath,
  type CatalogueProduct,
  type PricedProduct,
} from './bulk'
export { incrementWhere, updateWhere } from './conditional-write'
export { databaseRateLimiter } from './rate-limits'
export { copyLiveDatabase, inspectDatabase, writeKeyValue } from './sqlite/backup'
export { checkpointOffThread } from './sqlite/checkpoint'
export {
  copyClosedDatabase,
  fileIdentity,
  moveClosedDatabase,
  placeDatabaseCopy,
  removeClosedDatabase,
  sqliteFileOf,
  type FileIdentity,
} from './sqlite/files'
export { readStockOnHand } from './stock-on-hand'
export { appendChangeRecord, setKeyValues } from './records'
export { codesMovedAfter, ledgerEnd, ledgerIsFeed } from './stock-feed'
export { appendStockMovements, changeLots, readLotsWithUnits } from './stock-writes'
export { lotBalanceOf, lotPlaceKey, type LotBalance, type LotFigures, type StockMovementRow } from './stock-rows'
export { inOneShortTransaction, inOneTransaction } from './transaction'
