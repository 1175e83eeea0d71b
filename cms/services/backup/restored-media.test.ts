import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { loadEnv } from '../../env'
import { restoreBackupSet } from './restore'
import { backupSettingsFrom, restoredMediaFolder } from './settings'
import { writeBackupSet } from './write-set'

/** The tables a backup set counts, as the migrations create them (other columns left out). */
const SCHEMA = [
  'CREATE TABLE orders (id text PRIMARY KEY, order_id text)',
  'CREATE TABLE tax_documents (id text PRIMARY KEY, kind text NOT NULL)',
  'CREATE TABLE customers (id text PRIMARY KEY)',
  'CREATE TABLE products (id text PRIMARY KEY)',
  'CREATE TABLE payload_migrations (id text PRIMARY KEY, name text)',
  'CREATE TABLE payload_kv (id text PRIMARY KEY, key text NOT NULL UNIQUE, data text NOT NULL)',
  "INSERT INTO payload_migrations VALUES ('m1', '20261122_015943_initial')",
]

let dir: string
let app: string
let liveMedia: string
let backupSet: string

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvo-restored-media-'))
  const source = path.join(dir, 'source')
  fs.mkdirSync(path.join(source, 'media'), { recursive: true })
  fs.writeFileSync(path.join(source, 'media', 'from-backup.webp'), 'backed-up image')
  const client = createClient({ url: `file:${path.join(source, 'shop.db')}` })
  for (const statement of SCHEMA) await client.execute(statement)
  client.close()
  backupSet = (
    await writeBackupSet({
      databaseFile: path.join(source, 'shop.db'),
      media: { storage: 'local', folder: path.join(source, 'media') },
      backupDir: path.join(dir, 'backups'),
    })
  ).folder
  app = path.join(dir, 'app')
  liveMedia = path.join(app, 'data', 'media')
  fs.mkdirSync(liveMedia, { recursive: true })
  fs.writeFileSync(path.join(liveMedia, 'live.webp'), 'live image')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A restore as `npm run restore` makes it with these variables (scripts/restore.ts). */
async function restoreWith(variables: Record<string, string>) {
  const env = loadEnv({ APP_ROOT: app, PAYLOAD_SECRET: 'not-used-by-backups', ...variables })
  const settings = backupSettingsFrom(env)
  const mediaFolder = restoredMediaFolder(settings, env.dataDir)
  await restoreBackupSet(backupSet, { databaseFile: settings.databaseFile!, mediaFolder })
  return mediaFolder
}

describe('where a restore puts the media', () => {
  it('restoring into another database file (DATABASE_URI) puts them beside it and leaves the live media alone', async () => {
    const drill = path.join(dir, 'drill', 'shop.db')
    expect(await restoreWith({ DATABASE_URI: `file:${drill}` })).toBe(path.join(dir, 'drill', 'media'))
    expect(fs.readdirSync(liveMedia)).toEqual(['live.webp'])
    expect(fs.readdirSync(path.join(app, 'data')), 'nothing moved aside from the live data').toEqual(['media'])
    expect(fs.readFileSync(path.join(dir, 'drill', 'media', 'from-backup.webp'), 'utf8')).toBe('backed-up image')
  })

  it('a second database file in data/ gets media of its own, not the live ones', async () => {
    const copy = path.join(app, 'data', 'copy.db')
    expect(await restoreWith({ DATABASE_URI: `file:${copy}` })).toBe(path.join(app, 'data', 'copy-media'))
    expect(fs.readdirSync(liveMedia)).toEqual(['live.webp'])
  })

  it("restoring the shop's own database replaces its media, keeping the replaced ones aside", async () => {
    expect(await restoreWith({})).toBe(liveMedia)
    expect(fs.readdirSync(liveMedia)).toEqual(['from-backup.webp'])
    const replaced = fs.readdirSync(path.join(app, 'data')).find((name) => name.startsWith('replaced-'))
    expect(fs.readdirSync(path.join(app, 'data', replaced!, 'media'))).toEqual(['live.webp'])
  })
})
