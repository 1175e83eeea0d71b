import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Payload } from 'payload'

import { SQLITE_BUSY_TIMEOUT_MS, SQLITE_SYNCHRONOUS } from './lib/sqlite-settings'
import { migrations } from './migrations'

export type DatabaseKind = 'sqlite' | 'mongodb'

/** `mongodb://` or `mongodb+srv://` → MongoDB (production); `file:` → embedded SQLite (the default). */
export function databaseKindFor(uri: string): DatabaseKind {
  if (/^mongodb(\+srv)?:\/\//i.test(uri)) return 'mongodb'
  if (uri.startsWith('file:')) return 'sqlite'
  throw new Error(`DATABASE_URI must start with file: (SQLite) or mongodb:// (MongoDB); got "${uri.split(':')[0]}:"`)
}

/**
 * SQLite never pushes its schema: the committed migrations in cms/migrations are the schema, applied on start in
 * development, tests and production alike (docs/decisions/002-database-sqlite-default-mongodb-production.md).
 * MongoDB needs no schema migrations.
 */
export function databaseAdapterFor(uri: string, appRoot: string): DatabaseAdapterObj {
  if (databaseKindFor(uri) === 'mongodb') {
    return mongooseAdapter({ url: uri, transactionOptions: {} })
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

/** Production applies `prodMigrations` itself; everywhere else we apply the same migrations when Payload starts. */
export async function applyMigrationsOutsideProduction(payload: Payload): Promise<void> {
  if (payload.db.name !== 'sqlite' || process.env.NODE_ENV === 'production') return
  if (process.env.PAYLOAD_MIGRATING === 'true') return
  await payload.db.migrate({ migrations: migrations as never })
}
