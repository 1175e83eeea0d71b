import {
  createClient,
  type Client,
  type InArgs,
  type InStatement,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from '@libsql/client'

import { DatabaseBusy } from '../busy'
import type { TransactionConnection } from './prepared-connection'
import {
  SERVER_BUSY_RETRY_MS,
  SERVER_BUSY_TIMEOUT_MS,
  SERVER_WAL_AUTOCHECKPOINT_PAGES,
  SQLITE_BUSY_TIMEOUT_MS,
  SQLITE_SYNCHRONOUS,
} from './settings'
import { writes, WriteTurns, type GiveBack } from './write-turns'

/**
 * Every connection to the embedded database is opened here, by SQLite (the libSQL client), never by a file call:
 * closing any descriptor of the database file releases every POSIX lock the process holds on it, SQLite's included,
 * and another process's SQLite may then checkpoint and delete the WAL that this one still writes into. The
 * connections, and why each is safe beside the others:
 * - **the server's**: Payload's adapter opens it (`databaseAdapterFor`); `guardServerClient` gives it its settings and
 *   its retries; each transaction begins on a connection of its own, opened by libSQL too (prepared-connection.ts,
 *   which keeps its prepared statements). All are SQLite's own, and
 *   SQLite keeps a file's locks for all connections of a process together, so one closing never drops another's
 *   locks.
 * - **the checkpoint thread's** (checkpoint.ts): a connection of its own in a worker thread, opened and closed by
 *   SQLite in the same process, for the same reason safe.
 * - **a backup's, a restore check's, a script's** (`withConnection`): a connection of another process, opened and
 *   closed by SQLite, which takes and gives up its locks with SQLite's protocol.
 */
export async function withConnection<T>(file: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = createClient({ url: `file:${file}` })
  try {
    await client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
    return await use(client)
  } finally {
    client.close()
  }
}

/** Settings every new connection of the server is given (its own, and each of its transactions'). */
const SERVER_CONNECTION_SETTINGS = [
  `PRAGMA busy_timeout = ${SERVER_BUSY_TIMEOUT_MS}`,
  `PRAGMA synchronous = ${SQLITE_SYNCHRONOUS}`,
  `PRAGMA wal_autocheckpoint = ${SERVER_WAL_AUTOCHECKPOINT_PAGES}`,
]

const GUARDED = Symbol.for('nuvo.database.guarded')

/** SQLite's answer when another connection holds the write lock (not a stale snapshot, which no retry mends). */
export function isSqliteBusy(error: unknown): boolean {
  const { code, extendedCode, rawCode } = (error ?? {}) as { code?: string; extendedCode?: string; rawCode?: number }
  if (extendedCode === 'SQLITE_BUSY_SNAPSHOT' || rawCode === 517) return false
  return code === 'SQLITE_BUSY' || rawCode === 5 || /SQLITE_BUSY|database is locked/.test(String((error as Error)?.message))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `statement` again while SQLite answers busy, waiting between tries on the event loop (the transaction that
 * holds the lock may run in this very process), for at most `retryForMs`; then DatabaseBusy. A statement SQLite
 * refuses as busy wrote nothing, so trying it again is safe.
 */
export async function retryWhileBusy<T>(statement: () => Promise<T>, retryForMs = SERVER_BUSY_RETRY_MS): Promise<T> {
  const giveUpAt = performance.now() + retryForMs
  for (let attempt = 0; ; attempt++) {
    try {
      return await statement()
    } catch (error) {
      if (!isSqliteBusy(error)) throw error
      if (performance.now() >= giveUpAt) throw new DatabaseBusy()
      await sleep(Math.min(5 * 2 ** attempt, 100))
    }
  }
}

type Connection = Pick<Client, 'execute' | 'batch' | 'close'>

const bound = (client: Client): Connection => ({
  execute: client.execute.bind(client),
  batch: client.batch.bind(client),
  close: client.close.bind(client),
})

/**
 * Makes the server's libSQL client safe and patient while another connection holds the write lock.
 *
 * A statement SQLite refuses as busy stays active in libSQL: the connection it ran on then keeps an open transaction
 * that never commits, so every later write on it is lost at close, and it keeps the write lock from everyone else.
 * The client is therefore never used again after a busy answer: its connection is closed (nothing was written on it
 * since the last commit) and a new one opened, given the server's settings, and the statement tried again after a
 * wait on the event loop, for at most SERVER_BUSY_RETRY_MS (then DatabaseBusy: 503, nothing written). The waits let
 * the transaction that holds the lock go on, also when it runs in this very process.
 *
 * `client` stays the object Payload and its query builder hold; its methods forward to the current connection's.
 * Transactions run on connections `openForTransaction` opens (by default `open`'s clients).
 */
export function guardServerClient(client: Client, open: () => Client, openForTransaction: () => TransactionConnection = open): void {
  const guarded = client as Client & { [GUARDED]?: true }
  if (guarded[GUARDED]) return
  guarded[GUARDED] = true
  let current = bound(client)
  let needsSettings = true
  const settle = async () => {
    if (!needsSettings) return
    needsSettings = false
    for (const setting of SERVER_CONNECTION_SETTINGS) await current.execute(setting)
  }
  const reconnect = () => {
    const poisoned = current
    current = bound(open())
    needsSettings = true
    poisoned.close()
  }
  const turns = new WriteTurns()
  const patiently = <T>(statement: () => Promise<T>): Promise<T> =>
    retryWhileBusy(async () => {
      await settle()
      try {
        return await statement()
      } catch (error) {
        if (isSqliteBusy(error)) reconnect()
        throw error
      }
    })
  const connections = transactionConnections(openForTransaction)
  /**
   * A write outside a transaction waits for this process's turn (reads never wait: WAL readers see the last commit)
   * and runs on a connection of the transactions' pool, as a transaction would: SQLite empties a connection's page
   * cache whenever another connection has committed since its last statement, so a write on the server's own
   * connection (a cart saved, a session) made the next transaction read every page it touched again.
   */
  const writeOutsideTransaction = async <T>(write: (connection: TransactionConnection) => Promise<T>): Promise<T> => {
    const giveBack = await turns.take()
    try {
      return await retryWhileBusy(async () => {
        const own = await connections.take()
        let result: T
        try {
          result = await write(own)
        } catch (error) {
          // As after a transaction's error: the connection is never reused (a busy answer may leave it mid-statement).
          connections.discard(own)
          throw error
        }
        connections.giveBack(own)
        return result
      })
    } finally {
      giveBack()
    }
  }
  // libSQL's client also takes `execute(sql, args)`.
  client.execute = ((given: InStatement, args?: InArgs) => {
    const statement = typeof given === 'string' && args !== undefined ? { sql: given, args } : given
    if (!writes(statement)) return patiently(() => current.execute(statement))
    return writeOutsideTransaction((own) => own.execute(statement))
  }) as Client['execute']
  client.batch = ((statements: InStatement[], mode: TransactionMode = 'deferred') => {
    if (!statements.some(writes)) return patiently(() => current.batch(statements, mode))
    return writeOutsideTransaction((own) => batchOn(own, statements, mode))
  }) as Client['batch']
  const begin = (mode: TransactionMode, giveBack: GiveBack) =>
    retryWhileBusy(async () => {
      // A connection SQLite refused the BEGIN as busy is closed: the refused BEGIN stays active on it, and a
      // transaction begun later on that connection (by a request that raced the reconnect) could never commit
      // ("cannot commit transaction - SQL statements in progress").
      const own = await connections.take()
      try {
        await own.execute(BEGIN[mode])
      } catch (error) {
        connections.discard(own)
        throw error
      }
      return new PooledTransaction(own, connections, giveBack)
    })
  // A write transaction holds this process's turn from BEGIN to its COMMIT or ROLLBACK.
  client.transaction = (async (mode: TransactionMode = 'write') => {
    if (mode === 'read') return begin(mode, () => undefined)
    const giveBack = await turns.take()
    try {
      return await begin(mode, giveBack)
    } catch (error) {
      giveBack()
      throw error
    }
  }) as Client['transaction']
  client.close = () => {
    connections.closeIdle()
    current.close()
  }
}

const BEGIN: Record<TransactionMode, string> = {
  write: 'BEGIN IMMEDIATE',
  read: 'BEGIN TRANSACTION READONLY',
  deferred: 'BEGIN DEFERRED',
}

/** A batch as libSQL's client runs one: its statements in one transaction, all written or none. */
async function batchOn(connection: TransactionConnection, statements: InStatement[], mode: TransactionMode): Promise<ResultSet[]> {
  await connection.execute(BEGIN[mode])
  try {
    const results: ResultSet[] = []
    for (const statement of statements) results.push(await connection.execute(statement))
    await connection.execute('COMMIT')
    return results
  } catch (error) {
    await connection.execute('ROLLBACK').catch(() => undefined)
    throw error
  }
}

/** Connections kept open between transactions; more than this at once are opened and closed as needed. */
const IDLE_TRANSACTION_CONNECTIONS = 4

type ConnectionPool = {
  take(): Promise<TransactionConnection>
  giveBack(connection: TransactionConnection): void
  discard(connection: TransactionConnection): void
  closeIdle(): void
}

/**
 * The server's transactions' connections: each transaction has a connection of its own, kept open for the next one
 * once it ended cleanly. Opening a connection makes SQLite read the whole schema at its first statement (about 3 ms
 * of CPU per transaction on this schema, measured with `npm run bench:api`); a connection whose transaction met any
 * error is closed instead, never reused.
 */
function transactionConnections(open: () => TransactionConnection): ConnectionPool {
  const idle: TransactionConnection[] = []
  return {
    async take() {
      const kept = idle.pop()
      if (kept) return kept
      const made = open()
      try {
        for (const setting of SERVER_CONNECTION_SETTINGS) await made.execute(setting)
      } catch (error) {
        made.close()
        throw error
      }
      return made
    },
    giveBack(connection) {
      if (idle.length < IDLE_TRANSACTION_CONNECTIONS) idle.push(connection)
      else connection.close()
    },
    discard(connection) {
      connection.close()
    },
    closeIdle() {
      for (const connection of idle.splice(0)) connection.close()
    },
  }
}

const CHANGES_SETTINGS = /^\s*PRAGMA\s+(main\.)?wal_autocheckpoint\s*=/i

/**
 * A transaction on a connection of the pool, as libSQL's own: statements one by one, then COMMIT or ROLLBACK, which
 * gives back this process's write turn. The connection goes back to the pool only when the transaction ended without
 * any error.
 */
class PooledTransaction implements Transaction {
  #connection: TransactionConnection
  #pool: ConnectionPool
  #giveBack: GiveBack
  #open = true
  #failed = false
  /** The transaction changed a setting of its connection (an import's `wal_autocheckpoint`): not reused after. */
  #settingsChanged = false

  constructor(connection: TransactionConnection, pool: ConnectionPool, giveBack: GiveBack) {
    this.#connection = connection
    this.#pool = pool
    this.#giveBack = giveBack
  }

  get closed(): boolean {
    return !this.#open
  }

  async execute(statement: InStatement): Promise<ResultSet> {
    if (!this.#open) throw new Error('The transaction is closed')
    if (CHANGES_SETTINGS.test(typeof statement === 'string' ? statement : statement.sql)) this.#settingsChanged = true
    try {
      return await this.#connection.execute(statement)
    } catch (error) {
      this.#failed = true
      throw error
    }
  }

  async batch(statements: InStatement[]): Promise<ResultSet[]> {
    const results: ResultSet[] = []
    for (const statement of statements) results.push(await this.execute(statement))
    return results
  }

  async executeMultiple(sql: string): Promise<void> {
    if (!this.#open) throw new Error('The transaction is closed')
    try {
      await this.#connection.executeMultiple(sql)
    } catch (error) {
      this.#failed = true
      throw error
    }
  }

  async commit(): Promise<void> {
    await this.#end('COMMIT')
  }

  async rollback(): Promise<void> {
    if (this.#open) await this.#end('ROLLBACK')
  }

  close(): void {
    if (this.#open) void this.#end('ROLLBACK').catch(() => undefined)
  }

  async #end(statement: 'COMMIT' | 'ROLLBACK'): Promise<void> {
    if (!this.#open) throw new Error('The transaction is closed')
    try {
      await this.#connection.execute(statement)
    } catch (error) {
      // Still open on its connection (a COMMIT refused): the caller's ROLLBACK follows; the connection is never reused.
      this.#failed = true
      if (statement === 'COMMIT') throw error
    }
    this.#open = false
    if (this.#failed || this.#settingsChanged) this.#pool.discard(this.#connection)
    else this.#pool.giveBack(this.#connection)
    this.#giveBack()
  }
}
