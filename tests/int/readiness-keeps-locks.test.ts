import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sqliteFileOf } from '../../cms/database'
import { readiness } from '../../cms/services/observability/readiness'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>
let databaseFile: string
beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('readiness-locks'))
  databaseFile = sqliteFileOf(process.env.DATABASE_URI!)
})
afterAll(() => cleanup())

/** Another process opens the database with SQLite, copies it as a backup does, and closes its connection. */
function backupInAnotherProcess(): void {
  const script = `
    const { createClient } = require('@libsql/client')
    const client = createClient({ url: 'file:${databaseFile}' })
    client.execute("VACUUM INTO '${databaseFile}.copy'").then(() => client.close())`
  const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
  fs.rmSync(`${databaseFile}.copy`, { force: true })
}

describe("the readiness check beside SQLite's locks", () => {
  it("keeps this process's locks: another process's backup leaves the WAL in place, and later writes are kept", async () => {
    await payload.create({ collection: 'categories', data: { name: 'Before the checks', slug: 'before-checks' } })
    for (let n = 0; n < 3; n += 1) expect((await readiness(payload, process.env.DATABASE_URI!)).checks.database).toBe('ok')
    backupInAnotherProcess()
    // The other process believed it was the last one only if this process's locks were gone: it then deleted the WAL.
    expect(fs.existsSync(`${databaseFile}-wal`)).toBe(true)
    expect(fs.existsSync(`${databaseFile}-shm`)).toBe(true)
    await payload.create({ collection: 'categories', data: { name: 'After the backup', slug: 'after-backup' } })
    const other = createClient({ url: `file:${databaseFile}` })
    try {
      const rows = await other.execute("SELECT slug FROM categories WHERE slug IN ('before-checks', 'after-backup') ORDER BY slug")
      expect(rows.rows.map((row) => row.slug)).toEqual(['after-backup', 'before-checks'])
    } finally {
      other.close()
    }
  })
})
