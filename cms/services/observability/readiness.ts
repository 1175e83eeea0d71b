import type { Payload } from 'payload'

import { catalogueIsLoaded } from '../catalogue/snapshot'
import { expectedMigrationNames, fileIdentity, sqliteFileOf, type FileIdentity } from '../../database'

/** What a process needs before it takes visitors; each is `ok` or what is wrong. */
export type Readiness = { ready: boolean; checks: { database: string; migrations: string; catalogue: string } }

/** The longest the database may take to answer the readiness query. */
export const DATABASE_CHECK_TIMEOUT_MS = 1_000
const OK = 'ok'

/**
 * Whether this process can serve: the database answers a trivial query (the applied migrations' names) within
 * DATABASE_CHECK_TIMEOUT_MS, every migration the build carries is applied, and the catalogue snapshot is loaded. On
 * SQLite the database file must also still be the one at its path: a process whose file was deleted or replaced goes
 * on reading the old one through its open connection, so its answers would no longer be the shop's.
 */
export async function readiness(payload: Payload, databaseUri: string): Promise<Readiness> {
  const checks = { database: OK, migrations: OK, catalogue: catalogueIsLoaded() ? OK : 'the catalogue is not loaded yet' }
  const fileProblem = databaseUri.startsWith('file:') ? await sqliteFileProblem(sqliteFileOf(databaseUri)) : null
  try {
    const applied = await withTimeout(appliedMigrations(payload), DATABASE_CHECK_TIMEOUT_MS)
    const missing = expectedMigrationNames(payload).filter((name) => !applied.has(name))
    if (missing.length > 0)
      checks.migrations = `${missing.length} migration${missing.length === 1 ? ' is' : 's are'} not applied (${missing.at(-1)})`
  } catch (error) {
    // The answer is public: what went wrong in detail goes to the log only.
    const timedOut = error instanceof DatabaseTimeout
    if (!timedOut) payload.logger.warn({ err: error, msg: 'readiness: the database query failed' })
    checks.database = timedOut ? error.message : 'the database query failed'
    checks.migrations = 'unknown: the database did not answer'
  }
  if (fileProblem) checks.database = fileProblem
  return { ready: Object.values(checks).every((check) => check === OK), checks }
}

async function appliedMigrations(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.db.find<{ name: string }>({ collection: 'payload-migrations', pagination: false, limit: 0 })
  return new Set(docs.map((doc) => doc.name))
}

/** The identity of the database file when this process started: the file its connection has open. */
let openedFile: { path: string; identity: Promise<FileIdentity | null> } | null = null

/** Notes which file the process's connection opened, for the readiness check to compare with the file at its path. */
export function noteDatabaseFile(databaseUri: string): void {
  if (!databaseUri.startsWith('file:')) return
  const file = sqliteFileOf(databaseUri)
  openedFile = { path: file, identity: fileIdentity(file).catch(() => null) }
}

/**
 * Whether the file at the database's path is still the one this process opened, looked at with `stat` only: the
 * file is never opened beside SQLite (cms/database/sqlite/connections.ts says why).
 */
async function sqliteFileProblem(file: string): Promise<string | null> {
  if (openedFile?.path !== file) openedFile = { path: file, identity: fileIdentity(file).catch(() => null) }
  try {
    const now = await fileIdentity(file)
    const first = await openedFile.identity
    if (!first) openedFile = { path: file, identity: Promise.resolve(now) }
    else if (first.dev !== now.dev || first.ino !== now.ino) return 'the database file was replaced: restart the server'
    return null
  } catch (error) {
    return `the database file cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`
  }
}

class DatabaseTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeout(`the database did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
