import os from 'node:os'
import path from 'node:path'

import { createClient, type Client, type InStatement, type ResultSet } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { removeClosedDatabase } from './files'
import { openPreparedConnection, type TransactionConnection } from './prepared-connection'

let file: string
let client: Client
let prepared: TransactionConnection

beforeAll(async () => {
  file = path.join(os.tmpdir(), `nuvo-prepared-${process.pid}-${Date.now()}.db`)
  client = createClient({ url: `file:${file}` })
  await client.execute('PRAGMA journal_mode = WAL')
  await client.execute(
    'CREATE TABLE items (id INTEGER PRIMARY KEY, code TEXT UNIQUE NOT NULL, price INTEGER, ratio REAL, picture BLOB, note TEXT)',
  )
  await client.execute('CREATE TABLE notes (id INTEGER PRIMARY KEY, item_id INTEGER REFERENCES items(id), note TEXT)')
  prepared = openPreparedConnection(file)
})

afterAll(() => {
  prepared.close()
  client.close()
  removeClosedDatabase(file)
})

/** Everything a caller can read of an answer: rows by name and by index, columns, counts, and its JSON. */
function seen(result: ResultSet) {
  return {
    columns: result.columns,
    columnTypes: result.columnTypes,
    byName: result.rows.map((row) => ({ ...row })),
    byIndex: result.rows.map((row) => Array.from(row as ArrayLike<unknown>)),
    lengths: result.rows.map((row) => row.length),
    rowsAffected: result.rowsAffected,
    lastInsertRowid: result.lastInsertRowid,
    json: { ...result.toJSON(), lastInsertRowid: typeof result.toJSON().lastInsertRowid },
  }
}

async function failureOf(connection: Pick<Client, 'execute'>, statement: InStatement) {
  try {
    await connection.execute(statement)
  } catch (error) {
    const { name, message, code, rawCode } = error as Error & { code?: string; rawCode?: number }
    return { name, message, code, rawCode }
  }
  throw new Error('the statement did not fail')
}

describe('a connection that keeps its prepared statements', () => {
  it("answers every kind of statement exactly as libSQL's client does, the first time and again", async () => {
    const picture = new Uint8Array([1, 2, 3]).buffer
    // Each write runs once on each connection, on a row of its own; each read runs twice on each (prepared, then kept).
    const writes: ((n: number) => InStatement)[] = [
      (n) => ({
        sql: 'INSERT INTO items (code, price, ratio, picture, note) VALUES (?, ?, ?, ?, ?)',
        args: [`NC ${n}`, 42_500 + n, 0.5, picture, null],
      }),
      (n) => ({
        sql: 'INSERT INTO items (code, price, note) VALUES (:code, @price, $note)',
        args: { code: `C${n}`, price: BigInt(n), note: true },
      }),
      (n) => ({ sql: 'INSERT INTO items (code, price, note) VALUES (?, ?, ?)', args: [`D${n}`, new Date(Date.UTC(2026, 0, n)), 'x'] }),
      (n) => ({
        sql: 'INSERT INTO notes (item_id, note) VALUES ((SELECT id FROM items WHERE code = ?), ?)',
        args: [`NC ${n % 2}`, `note ${n}`],
      }),
      (n) => ({ sql: 'UPDATE items SET ratio = ratio * 2 WHERE code = ?', args: [`NC ${n % 2}`] }),
      () => ({ sql: 'UPDATE items SET note = note WHERE code = ?', args: ['nothing'] }),
      () => 'PRAGMA busy_timeout = 20',
    ]
    for (const [index, write] of writes.entries()) {
      const viaClient = seen(await client.execute(write(index * 2)))
      const viaPrepared = seen(await prepared.execute(write(index * 2 + 1)))
      expect({ ...viaPrepared, lastInsertRowid: undefined }).toEqual({ ...viaClient, lastInsertRowid: undefined })
      expect(typeof viaPrepared.lastInsertRowid).toBe(typeof viaClient.lastInsertRowid)
    }
    const reads: InStatement[] = [
      'SELECT * FROM items ORDER BY id',
      { sql: 'SELECT code, price, ratio, picture FROM items WHERE price > ? ORDER BY id', args: [0] },
      // The same column name twice: the first value is the one by name, both by index.
      'SELECT items.id, notes.id, items.code AS code, notes.note AS code FROM items JOIN notes ON notes.item_id = items.id',
      { sql: 'SELECT count(*) AS n, sum(price) AS total FROM items WHERE code LIKE ?', args: ['NC%'] },
      'SELECT 1 WHERE 0',
      'PRAGMA journal_mode',
    ]
    for (const read of reads) {
      const viaClient = seen(await client.execute(read))
      if (typeof read !== 'string' || !read.includes('WHERE 0')) expect(viaClient.byIndex.length).toBeGreaterThan(0)
      expect(seen(await prepared.execute(read))).toEqual(viaClient)
      expect(seen(await prepared.execute(read))).toEqual(viaClient)
    }
  })

  it("fails as libSQL's client fails (code, raw code, message), and the statement still works afterwards", async () => {
    await client.execute({ sql: 'INSERT INTO items (code) VALUES (?)', args: ['TAKEN'] })
    const failures: InStatement[] = [
      { sql: 'INSERT INTO items (code) VALUES (?)', args: ['TAKEN'] },
      { sql: 'INSERT INTO items (code) VALUES (?)', args: [null] },
      'SELECT nothing FROM nowhere',
      { sql: 'SELECT ? + 1', args: [Number.NaN] },
      { sql: 'SELECT ? + 1', args: [2n ** 64n] },
      // Read back, an integer beyond JavaScript's safe integers is refused.
      { sql: 'SELECT ? * 2', args: [2n ** 60n] },
    ]
    for (const failing of failures) expect(await failureOf(prepared, failing)).toEqual(await failureOf(client, failing))
    const after = { sql: 'INSERT INTO items (code) VALUES (?)', args: ['FREE'] }
    expect((await prepared.execute(after)).rowsAffected).toBe(1)
  })

  it('commits and rolls back with kept statements', async () => {
    for (const [end, expected] of [
      ['ROLLBACK', 0],
      ['COMMIT', 1],
    ] as const) {
      await prepared.execute('BEGIN IMMEDIATE')
      await prepared.execute({ sql: 'INSERT INTO items (code) VALUES (?)', args: [`T ${end}`] })
      await prepared.execute(end)
      const { rows } = await client.execute({ sql: 'SELECT count(*) AS n FROM items WHERE code = ?', args: [`T ${end}`] })
      expect(rows[0]!.n).toBe(expected)
    }
  })
})
