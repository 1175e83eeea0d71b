import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lastBackupAt, LAST_BACKUP_KEY } from '../../cms/services/backup'
import { inUseFolderOf, processesUsing } from '../../cms/services/backup/in-use'
import { sqliteFileOf, writeKeyValue } from '../../cms/database'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>
let databaseFile: string

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('backup-state'))
  databaseFile = sqliteFileOf(process.env.DATABASE_URI!)
})
afterAll(async () => {
  await cleanup?.()
  fs.rmSync(inUseFolderOf(databaseFile), { recursive: true, force: true })
})

describe('what backups leave in the database and beside it', () => {
  it('lastBackupAt reads the time that a backup process records straight into the database, null before the first', async () => {
    expect(await lastBackupAt(payload)).toBeNull()
    await writeKeyValue(databaseFile, LAST_BACKUP_KEY, { at: '2026-11-25T20:30:04.120Z', folder: '2026-11-25T20-30-00Z' })
    expect(await lastBackupAt(payload)).toEqual(new Date('2026-11-25T20:30:04.120Z'))
    await writeKeyValue(databaseFile, LAST_BACKUP_KEY, { at: '2026-11-26T20:30:03.000Z', folder: '2026-11-26T20-30-00Z' })
    expect(await lastBackupAt(payload)).toEqual(new Date('2026-11-26T20:30:03.000Z'))
  })

  it('a process that starts Payload on the embedded database is registered as using it', () => {
    expect(processesUsing(databaseFile)).toEqual([expect.stringMatching(new RegExp(`^${process.pid}@`))])
    expect(fs.readdirSync(inUseFolderOf(databaseFile))).toHaveLength(1)
    expect(path.dirname(inUseFolderOf(databaseFile))).toBe(path.dirname(databaseFile))
  })
})
