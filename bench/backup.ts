/**
 * npm run bench:backup [-- --orders 100000]
 *
 * Time of a backup set (`npm run backup`'s online copy, integrity check, counts and checksums) and of its restore
 * (verification, then the copy into place) of a database with N orders, on a temporary SQLite file. About a thousand
 * orders of two or three lines, half of them with a GST invoice, are written through the database adapter; copies of
 * those rows with new ids double them until there are N or more, and the last copies beyond N are deleted (a bench needs the volume, not distinct orders; bench/lib/many-orders.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { restoreBackupSet } from '../cms/services/backup/restore'
import { sqliteFileOf } from '../cms/database'
import { writeBackupSet } from '../cms/services/backup/write-set'
import { makeCustomer, makeProduct } from '../tests/helpers/fixtures'
import { freshPayload } from '../tests/helpers/local-payload'
import { copyOrdersUpTo, writeBaseOrders } from './lib/many-orders'

const { values } = parseArgs({ options: { orders: { type: 'string', default: '100000' } } })
const target = Number(values.orders)
if (!Number.isInteger(target) || target < 1) {
  console.error('--orders is a positive whole number, e.g. --orders 100000')
  process.exit(1)
}
const BASE = Math.min(target, 1_000)

const { payload, cleanup } = await freshPayload('bench-backup')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvo-bench-backup-'))
try {
  const databaseFile = sqliteFileOf(process.env.DATABASE_URI!)
  const products = await Promise.all(Array.from({ length: 20 }, () => makeProduct(payload)))
  const customers = await Promise.all(Array.from({ length: 50 }, () => makeCustomer(payload)))
  const seedStart = performance.now()
  await writeBaseOrders(payload, { count: BASE, products, customers })
  await payload.destroy?.()
  const orders = await copyOrdersUpTo(databaseFile, target)
  const seedSeconds = (performance.now() - seedStart) / 1000

  const mediaFolder = path.join(work, 'media')
  fs.mkdirSync(mediaFolder)
  const backupStart = performance.now()
  const { folder, manifest } = await writeBackupSet({
    databaseFile,
    media: { storage: 'local', folder: mediaFolder },
    backupDir: path.join(work, 'backups'),
  })
  const backupSeconds = (performance.now() - backupStart) / 1000

  const restoreStart = performance.now()
  await restoreBackupSet(folder, {
    databaseFile: path.join(work, 'restored', 'shop.db'),
    mediaFolder: path.join(work, 'restored', 'media'),
  })
  const restoreSeconds = (performance.now() - restoreStart) / 1000

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
  console.log(
    `database: ${orders} orders, ${manifest.database.counts.invoices} invoices, ${mb(manifest.files[0].bytes)} MB (prepared in ${seedSeconds.toFixed(1)} s)`,
  )
  console.log(`backup:  ${backupSeconds.toFixed(1)} s (online copy, integrity check, counts, SHA-256)`)
  console.log(`restore: ${restoreSeconds.toFixed(1)} s (checksums, integrity check, counts, copy into place)`)
} finally {
  fs.rmSync(work, { recursive: true, force: true })
  await cleanup()
}
