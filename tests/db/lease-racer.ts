/**
 * One racer of the lease test, in a process of its own on the test's database (SQLite file or MongoDB): starts Payload with only the
 * leases collection (the shop's own store code on the same adapter, without the time the whole shop takes to load),
 * says `ready`, and on `go` (a line on stdin) tries to take the key once, then prints whether it got it.
 * Usage: node --conditions=production --import tsx tests/db/lease-racer.ts <key> <holder>   (DATABASE_URI and PAYLOAD_SECRET from the environment)
 */
import path from 'node:path'

import { buildConfig, getPayload } from 'payload'

import { Leases } from '../../cms/collections/Leases'
import { databaseAdapterFor } from '../../cms/database'
import { payloadLeaseStore } from '../../cms/services/lease'
import { waitForGo } from './go'

const [key, holder] = process.argv.slice(2)
const config = buildConfig({
  secret: process.env.PAYLOAD_SECRET!,
  telemetry: false,
  collections: [Leases],
  db: databaseAdapterFor(process.env.DATABASE_URI!, path.resolve(import.meta.dirname, '../..')),
})
const payload = await getPayload({ config })
const store = payloadLeaseStore(payload)
process.stdout.write('ready\n')
await waitForGo()
const now = Date.now()
const lease = await store.acquire(key!, holder!, now + 60_000, now)
process.stdout.write(`${JSON.stringify({ holder, won: lease !== null })}\n`)
await payload.destroy?.()
process.exit(0)
