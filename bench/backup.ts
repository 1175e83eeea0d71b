/**
 * npm run bench:backup [-- --orders 100000]
 *
 * Time of a backup set (`npm run backup`'s online copy, integrity check, counts and checksums) and of its restore
 * (verification, then the copy into place) of a database with N orders, on a temporary SQLite file. About a thousand
 * orders of two or three lines, half of them with a GST invoice, are written through the database adapter; copies of
 * those rows with new ids double them until there are N or more, and the last copies beyond N are deleted (a bench needs the volume, not distinct orders).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { createClient, type Client } from '@libsql/client'

import { restoreBackupSet } from '../cms/services/backup/restore'
import { sqliteFileOf } from '../cms/services/backup/sqlite'
import { writeBackupSet } from '../cms/services/backup/write-set'
import { rowId } from '../cms/lib/rowId'
import { makeCustomer, makeProduct } from '../tests/helpers/fixtures'
import { freshPayload } from '../tests/helpers/local-payload'

const { values } = parseArgs({ options: { orders: { type: 'string', default: '100000' } } })
const target = Number(values.orders)
if (!Number.isInteger(target) || target < 1) {
  console.error('--orders is a positive whole number, e.g. --orders 100000')
  process.exit(1)
}
const BASE = Math.min(target, 1_000)

/** Per table: the columns that get the copy's suffix (ids, unique values, references to copied rows), and those emptied. */
const COPIED: Record<string, { suffixed: string[]; emptied?: string[] }> = {
  orders: { suffixed: ['id', 'order_id'], emptied: ['cart_id'] },
  orders_lines: { suffixed: ['id', '_parent_id'] },
  orders_status_history: { suffixed: ['id', '_parent_id'] },
  tax_documents: { suffixed: ['id', 'number', 'order_kind', 'order_id'] },
}

async function doubleOrders(client: Client, round: number): Promise<void> {
  const suffix = `-${round}`
  await client.execute('BEGIN')
  for (const [table, { suffixed, emptied = [] }] of Object.entries(COPIED)) {
    const columns = (await client.execute(`PRAGMA table_info(${table})`)).rows.map((row) => String(row.name))
    const select = columns.map((column) => (suffixed.includes(column) ? `${column} || '${suffix}'` : emptied.includes(column) ? 'NULL' : column))
    await client.execute(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${select.join(', ')} FROM ${table}`)
  }
  await client.execute('COMMIT')
}

const { payload, cleanup } = await freshPayload('bench-backup')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvo-bench-backup-'))
try {
  const databaseFile = sqliteFileOf(process.env.DATABASE_URI!)
  const products = await Promise.all(Array.from({ length: 20 }, () => makeProduct(payload)))
  const customers = await Promise.all(Array.from({ length: 50 }, () => makeCustomer(payload)))
  const seedStart = performance.now()
  for (let n = 0; n < BASE; n++) {
    const lines = Array.from({ length: 2 + (n % 2) }, (_, k) => {
      const code = products[(n + k) % products.length]!.variants![0]!.codes![0]!
      return { id: rowId(), product: products[(n + k) % products.length]!.id, name: 'Bench product', size: '3-0', code: code.shortCode, quantity: 2, unitPrice: code.discountedPrice, lineTotal: code.discountedPrice * 2 }
    })
    const total = lines.reduce((sum, line) => sum + line.lineTotal, 0)
    const order = await payload.db.create({
      collection: 'orders',
      data: {
        orderId: `NS-BENCH-${String(n).padStart(6, '0')}`,
        customer: customers[n % customers.length]!.id,
        status: 'ORDERED',
        paymentType: 'COD',
        paymentStatus: 'PENDING',
        subtotal: total,
        total,
        address: { doorNo: '12', streetName: 'MG Road', city: 'Gurugram', state: 'Haryana', pincode: '122001' },
        lines,
      },
    })
    if (n % 2 === 0) {
      await payload.db.create({
        collection: 'tax-documents',
        data: {
          number: `NS/26-27/${String(n).padStart(6, '0')}`,
          kind: 'invoice',
          series: 'invoice:NS:26-27',
          sequence: n,
          order: order.id,
          orderKind: `${order.id}:invoice`,
          issuedAt: new Date().toISOString(),
          data: { lines, totals: { grandTotal: total }, buyer: { name: 'City Care Hospital', address: '12 MG Road, Gurugram' } },
        },
      })
    }
  }
  await payload.destroy?.()
  const client = createClient({ url: `file:${databaseFile}` })
  const countOrders = async () => Number((await client.execute('SELECT count(*) AS n FROM orders')).rows[0].n)
  for (let round = 1; (await countOrders()) < target; round++) await doubleOrders(client, round)
  await client.execute(`CREATE TEMP TABLE beyond AS SELECT id FROM orders ORDER BY rowid DESC LIMIT ${(await countOrders()) - target}`)
  for (const [table, column] of [['tax_documents', 'order_id'], ['orders_lines', '_parent_id'], ['orders_status_history', '_parent_id'], ['orders', 'id']]) {
    await client.execute(`DELETE FROM ${table} WHERE ${column} IN (SELECT id FROM beyond)`)
  }
  const orders = await countOrders()
  await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  client.close()
  const seedSeconds = (performance.now() - seedStart) / 1000

  const mediaFolder = path.join(work, 'media')
  fs.mkdirSync(mediaFolder)
  const backupStart = performance.now()
  const { folder, manifest } = await writeBackupSet({ databaseFile, media: { storage: 'local', folder: mediaFolder }, backupDir: path.join(work, 'backups') })
  const backupSeconds = (performance.now() - backupStart) / 1000

  const restoreStart = performance.now()
  await restoreBackupSet(folder, { databaseFile: path.join(work, 'restored', 'shop.db'), mediaFolder: path.join(work, 'restored', 'media') })
  const restoreSeconds = (performance.now() - restoreStart) / 1000

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
  console.log(`database: ${orders} orders, ${manifest.database.counts.invoices} invoices, ${mb(manifest.files[0].bytes)} MB (prepared in ${seedSeconds.toFixed(1)} s)`)
  console.log(`backup:  ${backupSeconds.toFixed(1)} s (online copy, integrity check, counts, SHA-256)`)
  console.log(`restore: ${restoreSeconds.toFixed(1)} s (checksums, integrity check, counts, copy into place)`)
} finally {
  fs.rmSync(work, { recursive: true, force: true })
  await cleanup()
}
