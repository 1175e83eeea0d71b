import { LibsqlError, type InStatement, type InValue, type ResultSet, type Row } from '@libsql/client'
import Database from 'libsql'

/**
 * A connection of the server's transactions that keeps its prepared statements
 * (docs/decisions/080-prepared-statements-in-transactions.md). libSQL's client prepares every statement afresh, asks
 * for its columns twice and, for a write, learns that it returns no rows from a thrown error; on the order path that
 * took 2–2.5 ms of each order's CPU. Here each statement text is
 * prepared once per connection, with what it returns, and answered exactly as the client answers it (the same rows,
 * columns, counts and errors), so Payload's query builder cannot tell the difference.
 */
export type TransactionConnection = {
  execute(statement: InStatement): Promise<ResultSet>
  executeMultiple(sql: string): Promise<void>
  close(): void
}

/** Statements kept per connection; the least recently used goes first. Payload's order path uses about 60. */
const KEPT_STATEMENTS = 500

type Prepared = {
  statement: Database.Statement
  /** Null for a statement that returns no rows. */
  columns: string[] | null
  columnTypes: string[]
}

/** Opens a connection to the SQLite file `file` (the server's settings are the caller's to give). */
export function openPreparedConnection(file: string): TransactionConnection {
  const db = new Database(file)
  const kept = new Map<string, Prepared>()

  const prepared = (sql: string): Prepared => {
    const found = kept.get(sql)
    if (found) {
      kept.delete(sql)
      kept.set(sql, found)
      return found
    }
    const statement = db.prepare(sql)
    statement.safeIntegers(true)
    let made: Prepared = { statement, columns: null, columnTypes: [] }
    if (statement.reader) {
      statement.raw(true)
      const columns = statement.columns()
      made = { statement, columns: columns.map((column) => column.name), columnTypes: columns.map((column) => column.type ?? '') }
    }
    kept.set(sql, made)
    if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value!)
    return made
  }

  return {
    async execute(input) {
      const sql = typeof input === 'string' ? input : input.sql
      const args = typeof input === 'string' ? [] : argumentsOf(input.args)
      try {
        const { statement, columns, columnTypes } = prepared(sql)
        if (columns) {
          const rows = (statement.all(args) as unknown[][]).map((values) => rowOf(values, columns))
          return resultSet(columns, columnTypes, rows, 0, undefined)
        }
        const info = statement.run(args)
        return resultSet([], [], [], info.changes, BigInt(info.lastInsertRowid))
      } catch (error) {
        // A statement that failed may be left mid-way: it is prepared again next time.
        kept.delete(sql)
        throw libsqlError(error)
      }
    },
    async executeMultiple(sql) {
      try {
        db.exec(sql)
      } catch (error) {
        throw libsqlError(error)
      }
    },
    close() {
      kept.clear()
      db.close()
    },
  }
}

/** SQLite's errors as libSQL's client gives them (`code`, `rawCode`; the message prefixed with the code). */
function libsqlError(error: unknown): unknown {
  if (error instanceof Database.SqliteError) {
    const { code, rawCode } = error as unknown as { code: string; rawCode?: number }
    return new LibsqlError(error.message, code, rawCode, error)
  }
  return error
}

type Bound = number | bigint | string | null | Buffer

/** Arguments as libSQL's client binds them, with integers as plain numbers (its default `intMode`). */
function argumentsOf(
  args: InStatement extends infer S ? (S extends { args?: infer A } ? A : never) : never,
): Bound[] | Record<string, Bound> {
  if (args === undefined) return []
  if (Array.isArray(args)) return args.map(valueToSql)
  const named: Record<string, Bound> = {}
  for (const [name, value] of Object.entries(args)) {
    named['@$:'.includes(name[0]!) ? name.slice(1) : name] = valueToSql(value)
  }
  return named
}

const MIN_INTEGER = -9223372036854775808n
const MAX_INTEGER = 9223372036854775807n

function valueToSql(value: InValue): Bound {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments')
    return value
  }
  if (typeof value === 'bigint') {
    if (value < MIN_INTEGER || value > MAX_INTEGER)
      throw new RangeError('bigint is too large to be represented as a 64-bit integer and passed as argument')
    return value
  }
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof ArrayBuffer) return Buffer.from(value)
  if (value instanceof Date) return value.valueOf()
  if (value === undefined) throw new TypeError('undefined cannot be passed as argument to the database')
  return value as Bound
}

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER)
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER)

function valueFromSql(value: unknown): unknown {
  if (typeof value === 'bigint') {
    if (value < MIN_SAFE || value > MAX_SAFE)
      throw new RangeError('Received integer which cannot be safely represented as a JavaScript number')
    return Number(value)
  }
  if (value instanceof Buffer) return value.buffer
  return value
}

/** A row as libSQL's client makes it: values by index (not enumerable) and by column name (enumerable, first wins). */
function rowOf(values: unknown[], columns: string[]): Row {
  const row = {} as Row
  Object.defineProperty(row, 'length', { value: values.length })
  for (let index = 0; index < values.length; index++) {
    const value = valueFromSql(values[index])
    Object.defineProperty(row, index, { value })
    const column = columns[index]!
    if (!Object.hasOwn(row, column)) Object.defineProperty(row, column, { value, enumerable: true, configurable: true, writable: true })
  }
  return row
}

function resultSet(
  columns: string[],
  columnTypes: string[],
  rows: Row[],
  rowsAffected: number,
  lastInsertRowid: bigint | undefined,
): ResultSet {
  return {
    columns,
    columnTypes,
    rows,
    rowsAffected,
    lastInsertRowid,
    toJSON: () => ({
      columns,
      columnTypes,
      rows: rows.map((row) => Array.from(row as ArrayLike<unknown>, valueToJson)),
      rowsAffected,
      lastInsertRowid: lastInsertRowid === undefined ? null : String(lastInsertRowid),
    }),
  }
}

function valueToJson(value: unknown): unknown {
  if (typeof value === 'bigint') return String(value)
  if (value instanceof ArrayBuffer) return Buffer.from(value).toString('base64')
  return value
}
