/**
 * npx tsx --conditions=production bench/lot-recall.ts [orders=100000]
 *
 * The recall lookup's own cost at years of orders, without HTTP: seeds N orders on a temporary SQLite file as
 * `npm run bench:years` does (with one lot per shipped line, 5,000 lot numbers in all), then times
 * `lotRecipients` (cms/services/lots/recall.ts) through the Local API as an order manager: one lot, and one product's
 * lots over a quarter of expiries. `npm run bench:years` times the same calls over HTTP on the production server.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createLocalReq, type Payload } from 'payload'

import type { Customer, Product } from '../cms/payload-types'
import { lotRecipients } from '../cms/services/lots/recall'
import { makeCustomer, makeProduct, makeStaff } from '../tests/helpers/fixtures'
import { copyOrdersUpTo, writeBaseOrders } from './lib/many-orders'
import { spreadOverYears } from './lib/years-of-orders'

const orders = Number(process.argv[2] ?? 100_000)
// Nothing else keeps the event loop busy while the database writes run in libsql's threads: without it Node can stop
// with exit code 13 (an unsettled top-level await).
const keepAlive = setInterval(() => undefined, 1_000)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lot-recall-'))
const file = path.join(dir, 'bench.db')
process.env.DATABASE_URI = `file:${file}`
process.env.PAYLOAD_SECRET ??= 'bench-secret-0123456789abcdef0123456789'
const { getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const { GST_RATES } = await import('../seed/data/gst-rates')
const { SITE_SETTINGS } = await import('../seed/data/site-settings')
const payload: Payload = await getPayload({ config })
for (const rate of GST_RATES) await payload.create({ collection: 'gst-rates', data: rate, depth: 0 })
await payload.updateGlobal({ slug: 'site-settings', data: SITE_SETTINGS, depth: 0 })
const staff = await makeStaff(payload, ['order-manager'])
// One at a time: each product write stamps the catalogue's cache.
const products: Product[] = []
for (let n = 0; n < 50; n++) products.push(await makeProduct(payload))
const customers: Customer[] = []
for (let n = 0; n < 50; n++) customers.push(await makeCustomer(payload))
await writeBaseOrders(payload, { count: 1_000, products, customers, invoiced: () => true })
await copyOrdersUpTo(file, orders)
const summary = await spreadOverYears(file, { customers: 20_000, buyerId: customers[0]!.id, buyerOrders: 150, years: 3 })
console.log(`seeded ${summary.orders} orders`)

const req = await createLocalReq({ user: { ...staff, collection: 'users' } as never }, payload)
async function time(name: string, run: () => Promise<unknown[]>): Promise<void> {
  const times: number[] = []
  let rows = 0
  for (let n = -2; n < 30; n++) {
    const start = performance.now()
    rows = (await run()).length
    if (n >= 0) times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  console.log(`${name}: ${rows} rows, p50 ${times[14]!.toFixed(0)} ms, p95 ${times[28]!.toFixed(0)} ms`)
}
const year = new Date().getUTCFullYear() + 1
await time('one lot', () => lotRecipients(req, { lot: 'L0042' }))
await time('one product, a quarter of expiries', () =>
  lotRecipients(req, { product: String(products[7]!.id), from: `${year}-01`, to: `${year}-03` }),
)
await payload.destroy?.()
fs.rmSync(dir, { recursive: true, force: true })
clearInterval(keepAlive)
process.exit(0)
