/**
 * npm run bench:years [-- --orders 100000 --customers 20000 --samples 30] [-- --keep] [-- --database FILE]
 *
 * Years of orders: a shop taking 100 orders a day has 100,000 in three years. Seeds N orders and M customers on a
 * temporary SQLite file (bench/lib/many-orders.ts, bench/lib/years-of-orders.ts: orders spread over three years up
 * to today, mixed statuses and payments, shipments and GST invoices, one buyer with a long Order History, search text
 * from buyer and lines), starts the production server on it (scripts/serve.mjs, one process, NEXT_DIST_DIR's build)
 * and times, one request at a time, what staff and buyers wait for: the admin dashboard and its queries, the orders
 * list (newest first, by status, searched by phone and by code) and one order as the admin reads them, the buyer's
 * Order History, and the accountant's CSV of the last whole month. Then, with the server stopped, a backup set and
 * its restore. Targets: each answer p95 ≤ 500 ms; backup ≤ 60 s; restore ≤ 60 s.
 * `--keep` leaves the database file in place and prints its path; `--database FILE` measures such a file again
 * without seeding (migrate it first when the schema changed).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { restoreBackupSet } from '../cms/services/backup/restore'
import { writeBackupSet } from '../cms/services/backup/write-set'
import { makeCustomer, makeProduct, makeStaff } from '../tests/helpers/fixtures'
import { freePort } from '../tests/helpers/stack'
import { copyOrdersUpTo, writeBaseOrders } from './lib/many-orders'
import { spreadOverYears } from './lib/years-of-orders'

const ROOT = path.resolve(import.meta.dirname, '..')
const ANSWER_MS = 500
const BACKUP_S = 60
const RESTORE_S = 60
const STAFF = { password: 'staff-pass-1' }
const BUYER = { password: 'buyer-pass-1' }

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    customers: { type: 'string', default: '20000' },
    samples: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string' },
  },
})
const wholeNumber = (name: 'orders' | 'customers' | 'samples') => {
  const value = Number(args[name])
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} is a positive whole number, got "${args[name]}"`)
  return value
}
const target = { orders: wholeNumber('orders'), customers: wholeNumber('customers') }
const samples = wholeNumber('samples')
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')

type Logins = { staffEmail: string; buyerPhone: string }

/** Seeds the database file; returns the logins to measure with. */
async function seed(databaseFile: string): Promise<Logins> {
  process.env.DATABASE_URI = `file:${databaseFile}`
  process.env.PAYLOAD_SECRET ??= 'bench-secret-0123456789abcdef0123456789'
  const start = performance.now()
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  const { GST_RATES } = await import('../seed/data/gst-rates')
  const { SITE_SETTINGS } = await import('../seed/data/site-settings')
  for (const rate of GST_RATES) await payload.create({ collection: 'gst-rates', data: rate, depth: 0 })
  await payload.updateGlobal({ slug: 'site-settings', data: SITE_SETTINGS, depth: 0 })
  await payload.create({
    collection: 'couriers',
    data: { name: 'Blue Dart', trackingUrlPattern: 'https://bluedart.example/track/{trackingNumber}' } as never,
    depth: 0,
  })
  const staff = await makeStaff(payload, ['admin'])
  const products = await Promise.all(Array.from({ length: 50 }, () => makeProduct(payload)))
  const customers = await Promise.all(Array.from({ length: 50 }, () => makeCustomer(payload)))
  await writeBaseOrders(payload, { count: Math.min(target.orders, 1_000), products, customers, invoiced: () => true })
  await payload.destroy?.()
  await copyOrdersUpTo(databaseFile, target.orders)
  const buyer = customers[0]!
  const summary = await spreadOverYears(databaseFile, { customers: target.customers, buyerId: buyer.id, buyerOrders: 150, years: 3 })
  const seconds = (performance.now() - start) / 1000
  const statuses = Object.entries(summary.byStatus)
    .map(([status, n]) => `${status} ${n}`)
    .join(', ')
  console.log(
    `seeded in ${seconds.toFixed(0)} s: ${summary.orders} orders (${statuses}), ${summary.invoices} invoices, ${summary.customers} customers`,
  )
  console.log(`orders from ${summary.first} to ${summary.last}; the buyer ${buyer.username} has ${summary.buyerOrders} orders`)
  return { staffEmail: staff.email, buyerPhone: buyer.phoneNumber }
}

function startServer(databaseFile: string, port: number, log: string): ChildProcess {
  const baseUrl = `http://127.0.0.1:${port}`
  return spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs'), '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    env: {
      ...process.env,
      APP_ROOT: ROOT,
      DATABASE_URI: `file:${databaseFile}`,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-secret-0123456789abcdef0123456789',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      RATE_LIMIT_DISABLED: '1',
      BACKUP_SCHEDULE: 'off',
      RAZORPAY_KEY_ID: '',
      RESEND_API_KEY: '',
      WEB_CONCURRENCY: '1',
      PUBLIC_URL: baseUrl,
      PORT: String(port),
    },
    stdio: ['ignore', fs.openSync(log, 'a'), fs.openSync(log, 'a')],
    detached: true,
  })
}

async function whenAnswering(child: ChildProcess, baseUrl: string, log: string): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}); see ${log}`)
    if (
      await fetch(`${baseUrl}/api/shop/category`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server did not answer within 120 s; see ${log}`)
}

async function stop(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    child.kill('SIGTERM')
  }
  await exited
}

type Row = { call: string; target: string; p50: string; p95: string; pass: boolean; note?: string }
const rows: Row[] = []
const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!

type Expect = {
  /** A note for the table from the first measured answer (throws when the answer is wrong). */
  check?: (body: string) => string | undefined
  /** Text the answer must contain (an admin page that shows the login instead is no measurement). */
  shows?: string
  /** Also report the time until the answer's headers, under this name (a streamed download's answer). */
  headersAs?: string
}

function record(call: string, times: number[], note?: string): void {
  times.sort((a, b) => a - b)
  const [p50, p95] = [percentile(times, 0.5), percentile(times, 0.95)]
  rows.push({
    call,
    target: `p95 ≤ ${ANSWER_MS} ms`,
    p50: `${p50.toFixed(0)} ms`,
    p95: `${p95.toFixed(0)} ms`,
    pass: p95 <= ANSWER_MS,
    note,
  })
  console.log(`${call}: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms${note ? ` (${note})` : ''}`)
}

/** Times `samples` requests one after the other (after two unmeasured ones); the body is read to its end. */
async function measure(baseUrl: string, call: string, route: string, headers: Record<string, string>, expect: Expect = {}) {
  const times: number[] = []
  const headersTimes: number[] = []
  let note: string | undefined
  for (let n = -2; n < samples; n++) {
    const start = performance.now()
    const response = await fetch(`${baseUrl}${route}`, { headers })
    const headersMs = performance.now() - start
    const body = await response.text()
    const ms = performance.now() - start
    if (response.status !== 200) throw new Error(`${call}: GET ${route} → ${response.status}: ${body.slice(0, 300)}`)
    if (n === 0 && expect.check) note = expect.check(body)
    if (n === 0 && expect.shows && !body.includes(expect.shows))
      throw new Error(`${call}: GET ${route} does not show "${expect.shows}": ${body.slice(0, 300)}`)
    if (n >= 0) times.push(ms)
    if (n >= 0) headersTimes.push(headersMs)
  }
  if (expect.headersAs) record(expect.headersAs, headersTimes)
  record(call, times, note)
}

async function login(baseUrl: string, route: string, body: unknown): Promise<string> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const reply = (await response.json()) as { token?: string }
  if (!response.ok || !reply.token) throw new Error(`POST ${route} → ${response.status}: ${JSON.stringify(reply).slice(0, 300)}`)
  return reply.token
}

const json = (body: string) =>
  JSON.parse(body) as { docs?: { id: string; orderId: string; customer: string }[]; totalDocs?: number; data?: { orders: unknown[] } }
const found = (body: string) => `${json(body).totalDocs} found`
const foundSome = (body: string) => {
  if (!json(body).totalDocs) throw new Error(`a search found nothing: ${body.slice(0, 300)}`)
  return found(body)
}
const search = (text: string) =>
  ['orderId', 'searchText'].map((field, n) => `where[or][${n}][${field}][like]=${encodeURIComponent(text)}`).join('&')

/** The last whole month before today, in India time. */
function lastMonth(now = new Date()): { from: string; to: string } {
  const india = new Date(now.getTime() + 5.5 * 3600_000)
  const first = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - 1, 1))
  const last = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), 0))
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) }
}

async function measureAnswers(baseUrl: string, logins: Logins): Promise<void> {
  const staffToken = await login(baseUrl, '/api/users/login', { email: logins.staffEmail, password: STAFF.password })
  const staff = { Authorization: `JWT ${staffToken}` }
  // The admin pages as a signed-in browser gets them (a cookie without Origin or Sec-Fetch-Site headers is not taken).
  const adminPage = { ...staff, Accept: 'text/html' }
  const buyerToken = await login(baseUrl, '/api/shop/user/login', {
    countryCode: '+91',
    phoneNumber: logins.buyerPhone,
    password: BUYER.password,
  })

  const newest = json(await (await fetch(`${baseUrl}/api/orders?depth=0&limit=10&sort=-createdAt`, { headers: staff })).text()).docs!
  const order = newest[3]!
  const buyerOfNewest = newest.find((entry) => entry.customer !== newest[0]!.customer) ?? newest[0]!
  const someone = JSON.parse(
    await (await fetch(`${baseUrl}/api/customers/${buyerOfNewest.customer}?depth=0`, { headers: staff })).text(),
  ) as { phoneNumber: string }
  const products = json(await (await fetch(`${baseUrl}/api/products?depth=0&limit=1&page=7`, { headers: staff })).text())
    .docs as unknown as { id: string; variants: { codes: { shortCode: string }[] }[] }[]
  const code = products[0]!.variants[0]!.codes[0]!.shortCode

  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)
  const since = (days: number) => new Date(Date.parse(`${today}T00:00:00+05:30`) - days * 86_400_000).toISOString()
  const placedSince = (days: number) =>
    `/api/orders?where[createdAt][greater_than_equal]=${since(days)}&select[total]=true&select[status]=true&pagination=false&depth=0`
  const toShip =
    'where[and][0][status][equals]=ORDERED&where[and][1][or][0][paymentStatus][equals]=PAID&where[and][1][or][1][paymentType][equals]=COD'

  console.log(`\nmeasuring (${samples} requests each, one at a time; load average ${load()})`)
  await measure(baseUrl, 'Dashboard: admin home page (tiles rendered on the server)', '/admin', adminPage, { shows: 'Orders to ship' })
  await measure(baseUrl, 'Dashboard: orders to ship (count)', `/api/orders/count?${toShip}`, staff, {
    check: (body) => `${JSON.parse(body).totalDocs}`,
  })
  await measure(baseUrl, 'Dashboard: shipped, not delivered (count)', '/api/orders/count?where[status][equals]=SHIPPED', staff, {
    check: (body) => `${JSON.parse(body).totalDocs}`,
  })
  await measure(baseUrl, 'Dashboard: orders and revenue today', placedSince(0), staff, { check: found })
  await measure(baseUrl, 'Dashboard: orders and revenue, last 7 days', placedSince(6), staff, { check: found })
  const list = '/api/orders?depth=0&limit=10&page=1&sort=-createdAt&draft=true'
  await measure(baseUrl, 'Orders list: newest first', list, staff, { check: found })
  await measure(baseUrl, 'Orders list: status SHIPPED', `${list}&where[status][equals]=SHIPPED`, staff, { check: found })
  await measure(baseUrl, 'Orders list: status DELIVERED', `${list}&where[status][equals]=DELIVERED`, staff, { check: found })
  await measure(baseUrl, 'Orders list: search by phone', `${list}&${search(someone.phoneNumber)}`, staff, { check: foundSome })
  await measure(baseUrl, 'Orders list: search by code', `${list}&${search(code)}`, staff, { check: foundSome })
  const recalled = (body: string) => `${(JSON.parse(body) as { data: unknown[] }).data.length} rows`
  await measure(baseUrl, 'Recall: who received one lot', '/api/staff/lots/L0042', staff, { check: recalled })
  await measure(baseUrl, 'Recall: the same as CSV', '/api/staff/lots/L0042?format=csv', staff)
  const nextYear = Number(today.slice(0, 4)) + 1
  await measure(
    baseUrl,
    'Recall: one product, lots expiring within a quarter',
    `/api/staff/lots?product=${products[0]!.id}&from=${nextYear}-01&to=${nextYear}-03`,
    staff,
    { check: recalled },
  )
  const customerIds = [...new Set(newest.map((entry) => entry.customer))].map((id, n) => `where[id][in][${n}]=${id}`).join('&')
  await measure(baseUrl, "Orders list: the page's customers (relationship cells)", `/api/customers?depth=0&limit=10&${customerIds}`, staff)
  await measure(baseUrl, "Reference: the admin's page of a one-row list (couriers)", '/admin/collections/couriers', adminPage, {
    shows: 'Blue Dart',
  })
  await measure(baseUrl, 'Orders list: admin page', '/admin/collections/orders', adminPage, { shows: newest[0]!.orderId })
  await measure(baseUrl, 'Orders list: admin page, search by phone', `/admin/collections/orders?search=${someone.phoneNumber}`, adminPage, {
    shows: buyerOfNewest.orderId,
  })
  await measure(baseUrl, 'One order: REST', `/api/orders/${order.id}?depth=1`, staff)
  await measure(baseUrl, "One order: the summary's buyer", `/api/customers/${order.customer}?depth=0`, staff)
  await measure(baseUrl, 'One order: admin page', `/admin/collections/orders/${order.id}`, adminPage, { shows: 'Next step' })
  await measure(
    baseUrl,
    "Buyer's Order History (shop API)",
    '/api/shop/order/getMyOrder',
    { Authorization: `Bearer ${buyerToken}` },
    {
      check: (body) => `${json(body).data!.orders.length} orders`,
    },
  )
  const month = lastMonth()
  const csv = `Accountant's CSV of a month (${month.from.slice(0, 7)})`
  await measure(baseUrl, `${csv}: the whole file`, `/api/staff/orders/export.csv?from=${month.from}&to=${month.to}`, staff, {
    check: (body) =>
      `${
        new Set(
          body
            .split('\n')
            .slice(1, -1)
            .map((line) => line.split(',')[0]),
        ).size
      } orders, ${body.split('\n').length - 2} lines`,
    headersAs: `${csv}: the answer (headers after its first 250 orders)`,
  })
  console.log(`load average after measuring: ${load()}`)
}

async function backupAndRestore(databaseFile: string, work: string): Promise<void> {
  const media = path.join(work, 'media')
  fs.mkdirSync(media, { recursive: true })
  const backupStart = performance.now()
  const { folder, manifest } = await writeBackupSet({
    databaseFile,
    media: { storage: 'local', folder: media },
    backupDir: path.join(work, 'backups'),
  })
  const backup = (performance.now() - backupStart) / 1000
  const restoreStart = performance.now()
  await restoreBackupSet(folder, {
    databaseFile: path.join(work, 'restored', 'shop.db'),
    mediaFolder: path.join(work, 'restored', 'media'),
  })
  const restore = (performance.now() - restoreStart) / 1000
  const mb = (manifest.files[0].bytes / 1024 / 1024).toFixed(0)
  rows.push({
    call: `Backup set (${mb} MB database)`,
    target: `≤ ${BACKUP_S} s`,
    p50: `${backup.toFixed(1)} s`,
    p95: '',
    pass: backup <= BACKUP_S,
  })
  rows.push({
    call: 'Restore of that set',
    target: `≤ ${RESTORE_S} s`,
    p50: `${restore.toFixed(1)} s`,
    p95: '',
    pass: restore <= RESTORE_S,
  })
}

function printTable(): void {
  const header: Row = { call: 'call', target: 'target', p50: 'p50', p95: 'p95', pass: true }
  const width = (key: 'call' | 'target' | 'p50' | 'p95') => Math.max(...[header, ...rows].map((row) => row[key].length))
  const line = (row: Row, result: string) =>
    `${row.call.padEnd(width('call'))}  ${row.target.padEnd(width('target'))}  ${row.p50.padStart(width('p50'))}  ${row.p95.padStart(width('p95'))}  ${result}${row.note ? `  ${row.note}` : ''}`
  console.log(`\n${line(header, 'result')}`)
  for (const row of rows) console.log(line(row, row.pass ? 'PASS' : 'FAIL'))
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvo-bench-years-'))
const databaseFile = args.database ? path.resolve(args.database) : path.join(work, 'shop.db')
const log = path.join(work, 'server.log')
let server: ChildProcess | undefined
try {
  console.log(`load average at start: ${load()}`)
  const logins = args.database ? (JSON.parse(fs.readFileSync(`${databaseFile}.logins.json`, 'utf8')) as Logins) : await seed(databaseFile)
  fs.writeFileSync(`${databaseFile}.logins.json`, JSON.stringify(logins))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  server = startServer(databaseFile, port, log)
  await whenAnswering(server, baseUrl, log)
  await measureAnswers(baseUrl, logins)
  await stop(server)
  await backupAndRestore(databaseFile, work)
  printTable()
  if (rows.some((row) => !row.pass)) process.exitCode = 1
} finally {
  if (server) await stop(server)
  if (args.keep && !args.database && fs.existsSync(`${databaseFile}.logins.json`)) {
    const kept = path.join(os.tmpdir(), `nuvo-bench-years-${process.pid}.db`)
    fs.renameSync(databaseFile, kept)
    fs.renameSync(`${databaseFile}.logins.json`, `${kept}.logins.json`)
    console.log(`database kept: ${kept} (measure it again with --database ${kept})`)
  }
  fs.rmSync(work, { recursive: true, force: true })
}
