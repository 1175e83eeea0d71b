import { randomUUID } from 'node:crypto'

import { sql, type SQL } from 'drizzle-orm'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { checkpointOffThread } from './sqlite/checkpoint'
import { sqliteFileOf } from './sqlite/files'

type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }
type SqliteAdapter = {
  name: 'sqlite'
  transactionOptions?: unknown
  sessions: Record<string, Session>
  client: { execute: (sql: string) => Promise<unknown> }
  clientConfig?: { url?: string }
  drizzle: { transaction: (work: (tx: { run: (query: SQL) => Promise<unknown> }) => Promise<void>, options?: unknown) => Promise<void> }
}

/**
 * Runs `work` with `req` in one database transaction: every write it makes through the Local API with `req` commits
 * together, or none does (docs/decisions/028-catalogue-import.md). MongoDB runs transactions already; Payload's SQLite
 * adapter runs none unless configured to for every write, so the import opens one of its own there, and checkpoints
 * what it wrote in a worker thread once committed (`checkpointOffThread`). Work given a `req` already in a transaction
 * joins it, as Payload's own transactions do.
 */
export function inOneTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  return transactionOf(req, work, { deferCheckpoint: true })
}

/** How many times a short transaction is tried when another one changed the same rows at the same moment. */
const SHORT_TRANSACTION_TRIES = 5

/**
 * Runs `work` with `req` in one short database transaction: a few rows, committed at once (the stock ledger's
 * movement and its balance). SQLite holds its write lock from the first statement (BEGIN IMMEDIATE), so such
 * transactions take turns, across processes too, and checkpoints at commit as usual. MongoDB aborts one of two
 * transactions writing the same document (a write conflict, or a duplicate key for a row both create): the work is
 * then tried again from the start, after a short random pause, a few times. Work given a `req` already in a
 * transaction joins it, and is not tried again here.
 */
export async function inOneShortTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  if (req.transactionID !== undefined && req.transactionID !== null) return transactionOf(req, work, { deferCheckpoint: false })
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactionOf(req, work, { deferCheckpoint: false })
    } catch (error) {
      if (attempt >= SHORT_TRANSACTION_TRIES || !isWriteConflict(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt))
    }
  }
}

/** MongoDB's answer to a transaction that met another's write: a write conflict, labelled transient, or a duplicate key. */
function isWriteConflict(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, errorLabels, errorLabelSet } = cause as { code?: unknown; errorLabels?: unknown; errorLabelSet?: unknown }
    const labels = [...(Array.isArray(errorLabels) ? errorLabels : []), ...(errorLabelSet instanceof Set ? errorLabelSet : [])]
    if (code === 112 || code === 11000 || labels.includes('TransientTransactionError')) return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

async function transactionOf<T>(
  req: PayloadRequest,
  work: () => Promise<T>,
  { deferCheckpoint }: { deferCheckpoint: boolean },
): Promise<T> {
  const db = req.payload.db as unknown as SqliteAdapter
  if (db.name !== 'sqlite' || db.transactionOptions) {
    const owned = await initTransaction(req)
    try {
      const result = await work()
      if (owned) await commitTransaction(req)
      return result
    } catch (error) {
      if (owned) await killTransaction(req)
      throw error
    }
  }
  const open = req.transactionID
  if ((typeof open === 'string' || typeof open === 'number') && db.sessions[String(open)]) return work()
  const id = await beginSqliteTransaction(db, deferCheckpoint)
  req.transactionID = id
  try {
    const result = await work()
    delete req.transactionID
    const session = db.sessions[id]!
    delete db.sessions[id]
    await session.resolve()
    const url = db.clientConfig?.url
    if (deferCheckpoint && url?.startsWith('file:')) void checkpointOffThread(sqliteFileOf(url))
    return result
  } catch (error) {
    delete req.transactionID
    const session = db.sessions[id]
    delete db.sessions[id]
    await session?.reject().catch(() => undefined)
    throw error
  }
}

/**
 * Begins a write transaction (BEGIN IMMEDIATE) through the adapter's client and registers it as a Payload session, as
 * the adapter does when transactions are configured. The transaction runs on a connection of its own, with the
 * server's settings (`guardServerClient`).
 * A large transaction's connection does not checkpoint at its commit (`deferCheckpoint`): an import commits tens of
 * megabytes, and SQLite would copy them into the file right there, in the thread that answers every request.
 */
async function beginSqliteTransaction(db: SqliteAdapter, deferCheckpoint: boolean): Promise<string> {
  const id = randomUUID()
  let ready!: () => void
  let failed!: (error: unknown) => void
  const started = new Promise<void>((resolve, reject) => {
    ready = resolve
    failed = reject
  })
  const done = db.drizzle
    .transaction(async (tx) => {
      if (deferCheckpoint) await tx.run(sql`PRAGMA wal_autocheckpoint = 0`)
      await new Promise<void>((resolve, reject) => {
        db.sessions[id] = {
          db: tx,
          resolve: async () => {
            resolve()
            await done
          },
          reject: async () => {
            reject(new Error('transaction rolled back'))
            await done.catch(() => undefined)
          },
        }
        ready()
      })
    })
    .catch((error: unknown) => {
      failed(error)
      throw error
    })
  done.catch(() => undefined)
  await started
  return id
}
