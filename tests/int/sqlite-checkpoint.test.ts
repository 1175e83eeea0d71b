import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkpointOffThread, removeClosedDatabase, sqliteFileOf } from '../../cms/database'
import { SERVER_WAL_AUTOCHECKPOINT_PAGES } from '../../cms/database/sqlite/settings'
import { connectionOf } from '../../cms/database/sqlite/tables'
import { inOneTransaction } from '../../cms/database'
import { freshPayload } from '../helpers/local-payload'

type Statement = { all: () => Record<string, number>[]; run: (...values: unknown[]) => unknown }
type Database = { exec: (sql: string) => void; prepare: (sql: string) => Statement; close: () => void }
const Database = createRequire(import.meta.url)('libsql') as new (file: string) => Database

let payload: Payload
let cleanup: () => Promise<void>
beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('sqlite-checkpoint'))
})
afterAll(() => cleanup())

describe('checkpoints after a bulk write', () => {
  it("runs the import's transaction on a connection that does not checkpoint at its commit", async () => {
    const req = await createLocalReq({}, payload)
    const setting = async () => (await connectionOf(req).all<{ wal_autocheckpoint: number }>(sql`PRAGMA wal_autocheckpoint`))[0]
    const inside = await inOneTransaction(req, setting)
    expect(inside).toEqual({ wal_autocheckpoint: 0 })
    // Every other connection of the server checkpoints at commit.
    expect(await setting()).toEqual({ wal_autocheckpoint: SERVER_WAL_AUTOCHECKPOINT_PAGES })
  })

  it('copies the WAL into the database file from a worker thread', async () => {
    const file = path.join(os.tmpdir(), `nuvo-checkpoint-${process.pid}-${Date.now()}.db`)
    const db = new Database(file)
    try {
      db.exec('PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0; CREATE TABLE rows (text TEXT)')
      const insert = db.prepare('INSERT INTO rows (text) VALUES (?)')
      db.exec('BEGIN')
      for (let n = 0; n < 5_000; n += 1) insert.run(`row ${n} ${'x'.repeat(200)}`)
      db.exec('COMMIT')

      const done = await checkpointOffThread(sqliteFileOf(`file:${file}`))
      expect(done!.log).toBeGreaterThan(100)
      expect(done!.checkpointed).toBe(done!.log)
      // The file itself now holds the rows (looked at with stat only: never opened beside SQLite).
      expect(fs.statSync(file).size).toBeGreaterThan(5_000 * 200)
    } finally {
      db.close()
      removeClosedDatabase(file)
    }
  })

  it('reads the file of a database URL', () => {
    expect(sqliteFileOf('file:/data/shop.db')).toBe('/data/shop.db')
    expect(sqliteFileOf('file:///data/shop.db')).toBe('/data/shop.db')
    expect(sqliteFileOf('file:shop.db')).toBe(path.resolve('shop.db'))
  })
})
