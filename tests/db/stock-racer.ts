/**
 * One racer of the stock test, in a process of its own on the test's database (SQLite file or MongoDB): starts Payload
 * with only what the stock ledger writes (the shop's own ledger code on the same adapter, without the time the whole
 * shop takes to load), says `ready`, and on `go` (a line on stdin) reserves one unit of the lot `count` times at once,
 * then prints how many reservations went through.
 * Usage: node --conditions=production --import tsx tests/db/stock-racer.ts <code> <lot> <expiry> <location id> <count>   (DATABASE_URI, PAYLOAD_SECRET from the environment)
 */
import path from 'node:path'

import { buildConfig, createLocalReq, getPayload } from 'payload'

// The shop's own timers do not hold a process open (they are unref'd), and readying the database waits on them while
// the other racer holds the write lock: this one holds the racer open until it is done.
const keepAlive = setInterval(() => undefined, 1_000)

import { AuditEntries } from '../../cms/collections/AuditEntries'
import { CatalogueChanges } from '../../cms/collections/CatalogueChanges'
import { StockLocations } from '../../cms/collections/Stock/StockLocations'
import { StockLots } from '../../cms/collections/Stock/StockLots'
import { StockMovements } from '../../cms/collections/Stock/StockMovements'
import { Users } from '../../cms/collections/Users'
import { databaseAdapterFor, prepareDatabase } from '../../cms/database'
import { recordMovements } from '../../cms/services/stock'
import { waitForGo } from './go'

const [code, lot, expiry, location, count] = process.argv.slice(2) as [string, string, string, string, string]
const config = buildConfig({
  secret: process.env.PAYLOAD_SECRET!,
  telemetry: false,
  collections: [Users, AuditEntries, CatalogueChanges, StockLocations, StockLots, StockMovements],
  db: databaseAdapterFor(process.env.DATABASE_URI!, path.resolve(import.meta.dirname, '../..')),
})
const payload = await getPayload({ config })
// As the server readies its database: its SQLite connection waits for another's write lock on the event loop.
await prepareDatabase(payload)
const reserveOne = async () => {
  const req = await createLocalReq({}, payload)
  return recordMovements(req, [{ type: 'reservation', code, lot, expiry, location, quantity: 1, document: `racer-${process.pid}` }]).then(
    () => true,
    (error: unknown) => {
      if ((error as Error).name !== 'StockShortage') throw error
      return false
    },
  )
}
process.stdout.write('ready\n')
await waitForGo()
const outcomes = await Promise.all(Array.from({ length: Number(count) }, reserveOne))
process.stdout.write(`${JSON.stringify({ reserved: outcomes.filter(Boolean).length })}\n`)
await payload.destroy?.()
clearInterval(keepAlive)
process.exit(0)
