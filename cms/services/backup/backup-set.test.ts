import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { inUseFolderOf, markDatabaseInUse, processesUsing } from './in-use'
import { DATABASE_FILE, MANIFEST_FILE } from './manifest'
import { RestoreRefused, restoreBackupSet } from './restore'
import { BackupError, writeBackupSet } from './write-set'
import { verifyBackupSet } from './verify-set'

/** The tables a backup reads, as the migrations create them (the columns the backup does not read left out). */
const SCHEMA = [
  'CREATE TABLE orders (id text PRIMARY KEY, order_id text)',
  'CREATE TABLE tax_documents (id text PRIMARY KEY, kind text NOT NULL)',
  'CREATE TABLE customers (id text PRIMARY KEY)',
  'CREATE TABLE products (id text PRIMARY KEY)',
  'CREATE TABLE payload_migrations (id text PRIMARY KEY, name text)',
  'CREATE TABLE payload_kv (id text PRIMARY KEY, key text NOT NULL UNIQUE, data text NOT NULL)',
]

let dir: string
let databaseFile: string
let mediaFolder: string

async function sql(file: string, statements: string[]) {
  const client = createClient({ url: `file:${file}` })
  try {
    for (const statement of statements) await client.execute(statement)
  } finally {
    client.close()
  }
}

async function orderIds(file: string): Promise<string[]> {
  const client = createClient({ url: `file:${file}` })
  try {
    return (await client.execute('SELECT order_id FROM orders ORDER BY order_id')).rows.map((row) => String(row.order_id))
  } finally {
    client.close()
  }
}

const backup = () =>
  writeBackupSet({ databaseFile, media: { storage: 'local', folder: mediaFolder }, backupDir: path.join(dir, 'backups') })

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvo-backup-'))
  databaseFile = path.join(dir, 'data', 'shop.db')
  mediaFolder = path.join(dir, 'data', 'media')
  fs.mkdirSync(path.join(mediaFolder, 'sub'), { recursive: true })
  fs.writeFileSync(path.join(mediaFolder, 'glove.webp'), 'glove image')
  fs.writeFileSync(path.join(mediaFolder, 'sub', 'suture.webp'), 'suture image')
  await sql(databaseFile, [
    'PRAGMA journal_mode = WAL',
    ...SCHEMA,
    "INSERT INTO orders VALUES ('o1', 'NS-1'), ('o2', 'NS-2')",
    "INSERT INTO tax_documents VALUES ('t1', 'invoice'), ('t2', 'credit-note')",
    "INSERT INTO customers VALUES ('c1')",
    "INSERT INTO products VALUES ('p1'), ('p2'), ('p3')",
    "INSERT INTO payload_migrations VALUES ('m1', '20261122_015943_initial'), ('m2', '20261123_161909_media_storage'), ('m3', 'dev')",
  ])
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('writing a backup set', () => {
  it('writes the database, the media and a manifest with sizes, checksums, the migration and the row counts', async () => {
    const { folder, manifest } = await backup()
    expect(path.basename(folder)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)
    expect(fs.readdirSync(path.dirname(folder))).toEqual([path.basename(folder)])
    expect(manifest.database).toEqual({
      kind: 'sqlite',
      file: 'shop.db',
      migration: '20261123_161909_media_storage',
      counts: { orders: 2, invoices: 1, customers: 1, products: 3 },
    })
    expect(manifest.files.map((file) => file.path).sort()).toEqual(['media/glove.webp', 'media/sub/suture.webp', 'shop.db'])
    expect(manifest.files.find((file) => file.path === 'media/glove.webp')).toEqual({
      path: 'media/glove.webp',
      bytes: 11,
      sha256: createHash('sha256').update('glove image').digest('hex'),
    })
    expect(JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8'))).toEqual(manifest)
    expect(await verifyBackupSet(folder)).toEqual({ manifest, problems: [] })
  })

  it('gives two backups in the same second folders of their own', async () => {
    const now = new Date('2026-11-25T20:30:00Z')
    const source = { databaseFile, media: { storage: 'local' as const, folder: mediaFolder }, backupDir: path.join(dir, 'backups') }
    const first = await writeBackupSet(source, now)
    const second = await writeBackupSet(source, now)
    expect([path.basename(first.folder), path.basename(second.folder)]).toEqual(['2026-11-25T20-30-00Z', '2026-11-25T20-30-00Z-1'])
  })

  it('refuses a missing database without creating one, and leaves no partial folder behind when the copy fails', async () => {
    const missing = path.join(dir, 'nowhere.db')
    const writeFrom = (file: string) =>
      writeBackupSet({ databaseFile: file, media: { storage: 'local', folder: mediaFolder }, backupDir: path.join(dir, 'backups') })
    await expect(writeFrom(missing)).rejects.toThrow(new BackupError(`There is no database at ${missing}`))
    expect(fs.existsSync(missing)).toBe(false)
    const textFile = path.join(dir, 'notes.txt')
    fs.writeFileSync(textFile, 'just text, not SQLite')
    await expect(writeFrom(textFile)).rejects.toThrow(/Could not copy the database .*notes\.txt/)
    expect(fs.readdirSync(path.join(dir, 'backups'))).toEqual([])
  })
})

describe('verifying a backup set', () => {
  it('names a changed byte, a missing file, a missing manifest and counts that differ from the manifest', async () => {
    const { folder } = await backup()
    // The set's copy of the database, which nothing has open: damaged on purpose.
    const copy = path.join(folder, DATABASE_FILE)
    // eslint-disable-next-line local/no-database-file-io -- a backup set's closed copy, not the live database
    const bytes = fs.readFileSync(copy)
    bytes[bytes.length - 100] ^= 0xff
    // eslint-disable-next-line local/no-database-file-io -- a backup set's closed copy, not the live database
    fs.writeFileSync(copy, bytes)
    fs.rmSync(path.join(folder, 'media', 'sub', 'suture.webp'))
    expect((await verifyBackupSet(folder)).problems).toEqual([
      'shop.db does not match its SHA-256 checksum (changed or damaged)',
      'media/sub/suture.webp is missing',
    ])

    const second = (await backup()).folder
    const manifest = JSON.parse(fs.readFileSync(path.join(second, MANIFEST_FILE), 'utf8'))
    manifest.database.counts.orders = 3
    fs.writeFileSync(path.join(second, MANIFEST_FILE), JSON.stringify(manifest))
    expect((await verifyBackupSet(second)).problems).toEqual(['shop.db holds 2 orders, the manifest says 3'])

    fs.rmSync(path.join(second, MANIFEST_FILE))
    expect((await verifyBackupSet(second)).problems).toEqual(['manifest.json is missing: this is not a complete backup set'])
  })
})

describe('restoring a backup set', () => {
  it('puts the database and media back, keeps the replaced files aside, and refuses a damaged set without touching anything', async () => {
    const { folder } = await backup()
    await sql(databaseFile, ["INSERT INTO orders VALUES ('o3', 'NS-3')"])
    fs.writeFileSync(path.join(mediaFolder, 'after-backup.webp'), 'newer upload')

    const result = await restoreBackupSet(folder, { databaseFile, mediaFolder }, new Date('2026-11-26T04:00:00Z'))
    expect(await orderIds(databaseFile)).toEqual(['NS-1', 'NS-2'])
    expect(fs.readFileSync(path.join(mediaFolder, 'sub', 'suture.webp'), 'utf8')).toBe('suture image')
    expect(fs.existsSync(path.join(mediaFolder, 'after-backup.webp'))).toBe(false)
    expect(result).toMatchObject({ replacedFolder: path.join(dir, 'data', 'replaced-2026-11-26T04-00-00Z'), mediaFiles: 2 })
    expect(await orderIds(path.join(result.replacedFolder!, 'shop.db'))).toEqual(['NS-1', 'NS-2', 'NS-3'])
    expect(fs.existsSync(path.join(result.replacedFolder!, 'media', 'after-backup.webp'))).toBe(true)

    fs.rmSync(path.join(folder, 'media', 'glove.webp'))
    await expect(restoreBackupSet(folder, { databaseFile, mediaFolder })).rejects.toThrow(
      new RestoreRefused(`Not restored: the backup set ${folder} is damaged or incomplete:\n  - media/glove.webp is missing`),
    )
    expect(fs.readdirSync(path.join(dir, 'data')).filter((name) => name.startsWith('replaced-'))).toHaveLength(1)
  })

  it('refuses a database that a running process has open, unless forced; markers of processes that are gone do not count', async () => {
    const { folder } = await backup()
    fs.mkdirSync(inUseFolderOf(databaseFile), { recursive: true })
    fs.writeFileSync(path.join(inUseFolderOf(databaseFile), 'gone'), JSON.stringify({ pid: 2 ** 22 + 17, host: os.hostname() }))
    expect(processesUsing(databaseFile)).toEqual([])
    expect(fs.readdirSync(inUseFolderOf(databaseFile))).toEqual([])

    markDatabaseInUse(databaseFile)
    const me = `${process.pid}@${os.hostname()}`
    expect(processesUsing(databaseFile)).toEqual([me])
    await expect(restoreBackupSet(folder, { databaseFile, mediaFolder })).rejects.toThrow(
      /in use by running processes .*Stop the shop first/s,
    )
    expect(fs.readdirSync(path.join(dir, 'data')).some((name) => name.startsWith('replaced-'))).toBe(false)
    expect(await restoreBackupSet(folder, { databaseFile, mediaFolder, force: true })).toMatchObject({ ignoredProcesses: [me] })
  })
})
