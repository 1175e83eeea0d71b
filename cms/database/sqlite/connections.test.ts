import os from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { DatabaseBusy } from '../busy'
import { guardServerClient, isSqliteBusy, retryWhileBusy } from './connections'
import { removeClosedDatabase } from './files'
import { SERVER_WAL_AUTOCHECKPOINT_PAGES } from './settings'

let file: string
let holder: Client
let server: Client

beforeEach(async () => {
  file = path.join(os.tmpdir(), `nuvo-busy-${process.pid}-${Date.now()}.db`)
  holder = createClient({ url: `file:${file}` })
  await holder.execute('PRAGMA journal_mode = WAL')
  await holder.execute('CREATE TABLE orders (id INTEGER PRIMARY KEY, note TEXT)')
  server = createClient({ url: `file:${file}` })
  guardServerClient(server, () => createClient({ url: `file:${file}` }))
})

afterEach(() => {
  server.close()
  holder.close()
  removeClosedDatabase(file)
})

/** Another connection's write transaction, held for `ms` while this thread goes on. */
async function holdWriteLock(ms: number): Promise<{ released: Promise<void> }> {
  const transaction = await holder.transaction('write')
  await transaction.execute("INSERT INTO orders (note) VALUES ('import')")
  const released = new Promise<void>((resolve) =>
    setTimeout(async () => {
      await transaction.commit()
      resolve()
    }, ms),
  )
  return { released }
}

describe("the server's connection while another holds the write lock", () => {
  it('waits its turn without holding up the thread, then writes', async () => {
    const { released } = await holdWriteLock(400)
    let ticks = 0
    const ticker = setInterval(() => ticks++, 10)
    const started = performance.now()
    await server.execute("INSERT INTO orders (note) VALUES ('order')")
    const waited = performance.now() - started
    clearInterval(ticker)
    await released
    expect(waited).toBeGreaterThanOrEqual(350)
    // The thread went on meanwhile: a blocking wait inside SQLite would have let no timer fire.
    expect(ticks).toBeGreaterThan(10)
    // Committed, seen from another connection; and the lock is free again for the other writer.
    const rows = await holder.execute('SELECT note FROM orders ORDER BY id')
    expect(rows.rows.map((row) => row.note)).toEqual(['import', 'order'])
    const next = await holder.transaction('write')
    await next.commit()
  })

  it('commits every later write too: a connection that met a busy answer is never used again', async () => {
    const { released } = await holdWriteLock(150)
    await server.execute("INSERT INTO orders (note) VALUES ('first')")
    await released
    for (const note of ['second', 'third']) await server.execute({ sql: 'INSERT INTO orders (note) VALUES (?)', args: [note] })
    const seen = await holder.execute('SELECT note FROM orders ORDER BY id')
    expect(seen.rows.map((row) => row.note)).toEqual(['import', 'first', 'second', 'third'])
  })

  it('starts a transaction once the other one has committed', async () => {
    const { released } = await holdWriteLock(200)
    const transaction = await server.transaction('write')
    await transaction.execute("INSERT INTO orders (note) VALUES ('cart')")
    await transaction.commit()
    await released
    expect((await holder.execute('SELECT count(*) AS n FROM orders')).rows[0].n).toBe(2)
  })

  it("takes turns with this process's own transaction without asking SQLite: no busy answer, the thread never held up", async () => {
    // Connections opened: the first transaction's, then one only for a busy answer's reconnect.
    let opened = 0
    const counted = createClient({ url: `file:${file}` })
    guardServerClient(counted, () => (opened++, createClient({ url: `file:${file}` })))
    const server = counted
    const own = await server.transaction('write')
    await own.execute("INSERT INTO orders (note) VALUES ('reservation')")
    let ticks = 0
    const ticker = setInterval(() => ticks++, 5)
    const waiting = [
      server.execute("INSERT INTO orders (note) VALUES ('cart')"),
      server.transaction('write').then(async (next) => {
        await next.execute("INSERT INTO orders (note) VALUES ('order')")
        await next.commit()
      }),
    ]
    await new Promise((resolve) => setTimeout(resolve, 150))
    // Nothing of the waiting writes ran while the turn was held: they did not even reach SQLite.
    expect((await holder.execute('SELECT count(*) AS n FROM orders')).rows[0].n).toBe(0)
    await own.commit()
    await Promise.all(waiting)
    clearInterval(ticker)
    expect(ticks).toBeGreaterThan(15)
    expect(opened).toBe(1)
    const rows = await holder.execute('SELECT note FROM orders ORDER BY id')
    expect(rows.rows.map((row) => row.note)).toEqual(['reservation', 'cart', 'order'])
    // Reads never wait for a turn.
    const reading = await server.transaction('write')
    expect((await server.execute('SELECT count(*) AS n FROM orders')).rows[0].n).toBe(3)
    await reading.rollback()
    counted.close()
  })

  it('gives up with DatabaseBusy, having written nothing, when the lock is held past its patience', async () => {
    const { released } = await holdWriteLock(600)
    const unguarded = createClient({ url: `file:${file}` })
    try {
      await expect(retryWhileBusy(() => unguarded.execute("INSERT INTO orders (note) VALUES ('late')"), 150)).rejects.toBeInstanceOf(
        DatabaseBusy,
      )
    } finally {
      unguarded.close()
    }
    await released
    expect((await holder.execute("SELECT count(*) AS n FROM orders WHERE note = 'late'")).rows[0].n).toBe(0)
  })

  it('gives the connections opened after a transaction the short in-SQLite wait', async () => {
    const transaction = await server.transaction('write')
    await transaction.commit()
    expect((await server.execute('PRAGMA busy_timeout')).rows[0][0]).toBe(20)
    expect((await server.execute('PRAGMA synchronous')).rows[0][0]).toBe(1)
  })
})

describe("the server's transactions' connections", () => {
  /** Whether this transaction runs on the connection that made the temporary table (temporary tables are per connection). */
  const seesMark = async (transaction: Awaited<ReturnType<Client['transaction']>>) =>
    (await transaction.execute("SELECT count(*) AS n FROM sqlite_temp_master WHERE name = 'mark'")).rows[0]!.n === 1

  it('keeps a connection whose transaction committed for the next transaction, which then reads no schema again', async () => {
    const first = await server.transaction('write')
    await first.execute('CREATE TEMP TABLE mark (x)')
    await first.commit()
    const next = await server.transaction('write')
    expect(await seesMark(next)).toBe(true)
    await next.execute("INSERT INTO orders (note) VALUES ('kept')")
    await next.commit()
    expect((await holder.execute("SELECT count(*) AS n FROM orders WHERE note = 'kept'")).rows[0]!.n).toBe(1)
  })

  it('never reuses a connection whose transaction met an error', async () => {
    const first = await server.transaction('write')
    await first.execute('CREATE TEMP TABLE mark (x)')
    await first.commit()
    const failing = await server.transaction('write')
    expect(await seesMark(failing)).toBe(true)
    await expect(failing.execute('INSERT INTO nowhere VALUES (1)')).rejects.toThrow()
    await failing.rollback()
    const next = await server.transaction('write')
    expect(await seesMark(next)).toBe(false)
    await next.commit()
  })

  it('gives transactions running at once connections of their own, one after the other holding the write lock', async () => {
    const first = await server.transaction('write')
    await first.execute("INSERT INTO orders (note) VALUES ('one')")
    const second = server.transaction('write')
    setTimeout(() => void first.commit(), 100)
    const begun = await second
    await begun.execute("INSERT INTO orders (note) VALUES ('two')")
    await begun.commit()
    expect((await holder.execute('SELECT note FROM orders ORDER BY id')).rows.map((row) => row.note)).toEqual(['one', 'two'])
  })
})

describe("the server's writes outside a transaction", () => {
  it("run on the transactions' connection, whose page cache no other connection's commit then empties", async () => {
    const transaction = await server.transaction('write')
    await transaction.execute('CREATE TEMP TABLE mark (x)')
    await transaction.commit()
    // A temporary table exists only on the connection that made it.
    await server.execute('INSERT INTO mark (x) VALUES (1)')
    await server.execute({ sql: 'INSERT INTO orders (note) VALUES (?)', args: ['cart'] })
    const next = await server.transaction('write')
    expect((await next.execute('SELECT count(*) AS n FROM mark')).rows[0]!.n).toBe(1)
    await next.commit()
    expect((await holder.execute('SELECT note FROM orders')).rows.map((row) => row.note)).toEqual(['cart'])
  })

  it('run as a batch in one transaction there, all written or none', async () => {
    await expect(server.batch(["INSERT INTO orders (note) VALUES ('one')", 'INSERT INTO nowhere VALUES (1)'], 'write')).rejects.toThrow()
    expect((await holder.execute('SELECT count(*) AS n FROM orders')).rows[0]!.n).toBe(0)
    await server.batch(["INSERT INTO orders (note) VALUES ('one')", "INSERT INTO orders (note) VALUES ('two')"], 'write')
    expect((await holder.execute('SELECT count(*) AS n FROM orders')).rows[0]!.n).toBe(2)
  })
})

describe("the server's checkpoint setting", () => {
  const setting = async (run: { execute: Client['execute'] }) => (await run.execute('PRAGMA wal_autocheckpoint')).rows[0]![0]

  it('is the same on every connection of the server, and a transaction that changes it gives its connection up', async () => {
    expect(await setting(server)).toBe(SERVER_WAL_AUTOCHECKPOINT_PAGES)
    const changing = await server.transaction('write')
    await changing.execute('CREATE TEMP TABLE mark (x)')
    await changing.execute('PRAGMA wal_autocheckpoint = 0')
    await changing.commit()
    const next = await server.transaction('write')
    expect(await setting(next)).toBe(SERVER_WAL_AUTOCHECKPOINT_PAGES)
    expect((await next.execute("SELECT count(*) AS n FROM sqlite_temp_master WHERE name = 'mark'")).rows[0]!.n).toBe(0)
    await next.commit()
  })
})

describe('isSqliteBusy', () => {
  it('knows a busy lock from a stale snapshot and other errors', () => {
    expect(isSqliteBusy({ code: 'SQLITE_BUSY' })).toBe(true)
    expect(isSqliteBusy(new Error('SQLITE_BUSY: database is locked'))).toBe(true)
    expect(isSqliteBusy({ code: 'SQLITE_BUSY', extendedCode: 'SQLITE_BUSY_SNAPSHOT' })).toBe(false)
    expect(isSqliteBusy(new Error('UNIQUE constraint failed'))).toBe(false)
  })
})
