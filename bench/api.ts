/**
 * npm run bench:api [-- --scale 10000] [-- --duration 10] [-- --turns 1] [-- --connections 50] [-- --only reads|orders|codes|signed-in|freshness] [-- --profile DIR]
 *   [-- --bulk N]
 * npm run bench:codes [-- --scale 10000]   (= --only codes)
 *
 * Load test of the shop API with autocannon on loopback, against a production build (`node scripts/serve.mjs`) on a freshly
 * seeded SQLite file (`--scale N` is passed to the seed: N products). Measures the catalogue and blog reads, COD
 * order placement (cart/create + order/create per order, by pre-registered customers), and two references served by
 * the same server: the same product through Payload's own REST API, and a static file of the same size.
 * Targets (at the seed catalogue): catalogue reads ≥ 50 % of the static file's requests/s with
 * p99 ≤ 50 ms; ≥ 50 orders/s with no errors. At `--scale 10000`: a category page and product search (cycling through
 * names, word beginnings, typos and codes taken from the catalogue) with p99 ≤ 100 ms. Uses NEXT_DIST_DIR's build (default .next), building it when missing or stale.
 * Quick order (`--only codes`): `POST /product/codes` with 500 codes from across the catalogue, one request at a time;
 * target p99 ≤ 50 ms at the seed catalogue and at 10 000 products.
 * `--only` measures one group; `--profile DIR` writes the server's V8 CPU profile (.cpuprofile) into DIR.
 * Freshness (`--only freshness`, not part of the default run): a second server process on the same database file,
 * price edits through the first, and how long until each process serves them, with the latency of the second's
 * reads meanwhile, then a bulk edit of `--bulk N` products (default 1000; bench/freshness.ts); target: a single edit
 * served by the other process within 1 s.
 * The server runs one process (WEB_CONCURRENCY=1) unless `--workers N` is given: then reads, COD orders (not with
 * `--only reads`) and the static file are measured again with 1 and with N workers (scripts/serve.mjs's cluster), with
 * the RSS of each worker; `wrk`, when installed, sends those reads. The server's RSS is printed in every run
 * (target ≤ 500 MB per worker at 10,000 products).
 * Signed in (with the reads): a verified distributor with a price list of 5,000 codes reads a product with their bearer
 * token (bench/signed-in.ts); target p99 ≤ 50 ms at 50 connections. The public reads' rows before it are unchanged.
 * `--only signed-in` measures the public product read and the signed-in one alone.
 * Stock (bench/stock-toggle.ts): the rows above run with the seeded products tracking stock (orders reserve units; enough
 * are received first); the product read is then measured again with those products not tracking stock; COD orders
 * with and without stock tracked take turns (tracked, not, not, tracked; half the time each; `--turns N` repeats the
 * turn N times, which evens out a shared machine's slow minutes). Target: within 10 % of each other. Each kind's CPU per
 * order is also printed by thread (the JavaScript thread, V8's helpers, worker threads; user and kernel time apart), so a
 * difference can be placed before it is profiled.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { freePort } from '../tests/helpers/stack'
import { measureFreshness, printFreshness } from './freshness'
import { contractBuyer, eachProductPage } from './signed-in'
import { setTracking, stockUp } from './stock-toggle'
import { removeClosedDatabase } from '../cms/database'
import { TYPESCRIPT_NODE_ARGS } from '../cms/lib/typescript-process.mjs'
import { buildWhenStale } from '../scripts/lib/project.mjs'

/** Codes in the signed-in buyer's price list (issue 25: 5,000 codes at 10,000 products). */
const CONTRACT_CODES = 5_000

type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string }
type Context = Record<string, unknown>
type Step = Request & {
  setupRequest?: (request: Request, context: Context) => Request
  onResponse?: (status: number, body: string, context: Context) => void
}
type Histogram = { average: number; p50: number; p99: number }
type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number; duration: number }
type Autocannon = (options: Record<string, unknown>) => Promise<Result>

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon
const ROOT = path.resolve(import.meta.dirname, '..')
const DIST = process.env.NEXT_DIST_DIR ?? '.next'

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string' },
    duration: { type: 'string' },
    turns: { type: 'string' },
    connections: { type: 'string' },
    only: { type: 'string' },
    profile: { type: 'string' },
    workers: { type: 'string' },
    bulk: { type: 'string' },
  },
})
if (args.only !== undefined && !['reads', 'orders', 'codes', 'signed-in', 'freshness'].includes(args.only))
  throw new Error('--only takes reads, orders, codes, signed-in or freshness')
const measureReads = args.only === undefined || args.only === 'reads'
const measureSignedIn = measureReads || args.only === 'signed-in'
const measureOrders = args.only === undefined || args.only === 'orders'
const measureCodes = args.only === undefined || args.only === 'codes'
const measureFreshnessOnly = args.only === 'freshness'
function wholeNumber(name: 'scale' | 'duration' | 'turns' | 'connections' | 'workers' | 'bulk', fallback?: number): number | undefined {
  if (args[name] === undefined) return fallback
  const number = Number(args[name])
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} needs a whole number, got "${args[name]}"`)
  return number
}
const scale = wholeNumber('scale')
const duration = wholeNumber('duration', 10)!
/** How many times COD orders with and without stock tracked take their turns (each turn: tracked, not, not, tracked). */
const turns = wholeNumber('turns', 1)!
const connections = wholeNumber('connections', 50)!
const workers = wholeNumber('workers')
const bulkProducts = wholeNumber('bulk', 1_000)!

const databaseFile = path.join(os.tmpdir(), `nuvo-bench-${process.pid}.db`)
const staticName = `bench-static-${process.pid}.json`
const staticFile = path.join(ROOT, 'cms/public', staticName)
const serverLog = path.join(os.tmpdir(), `nuvo-bench-${process.pid}.log`)
const env: NodeJS.ProcessEnv = {
  ...process.env,
  APP_ROOT: ROOT,
  DATABASE_URI: `file:${databaseFile}`,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-secret-0123456789abcdef0123456789',
  NEXT_TELEMETRY_DISABLED: '1',
  // Only the set-up registers customers; the measured calls have no rate limit.
  RATE_LIMIT_DISABLED: '1',
  BACKUP_SCHEDULE: 'off',
  RAZORPAY_KEY_ID: '',
  RESEND_API_KEY: '',
  WEB_CONCURRENCY: '1',
}

let server: ChildProcess | undefined
/** The second process of the freshness measurement, on the same database file. */
let other: ChildProcess | undefined

async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<string> {
  const baseUrl = `http://127.0.0.1:${port}`
  // The production server (scripts/serve.mjs) runs in this child, so server.pid is the process whose CPU time is measured.
  server = spawnServer(port, extraEnv)
  return whenAnswering(server, baseUrl)
}

function spawnServer(port: number, extraEnv: Record<string, string> = {}): ChildProcess {
  const baseUrl = `http://127.0.0.1:${port}`
  const log = fs.openSync(serverLog, 'a')
  const profile = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : []
  // A capped heap serves from a child process (scripts/lib/heap-cap.mjs), which --cpu-prof would not follow.
  const uncapped = args.profile ? { WORKER_HEAP_MB: 'off' } : {}
  return spawn(process.execPath, [...profile, path.join(ROOT, 'scripts/serve.mjs'), '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...env, NODE_ENV: 'production', PUBLIC_URL: baseUrl, PORT: String(port), ...uncapped, ...extraEnv },
    stdio: ['ignore', log, log],
    detached: true,
  })
}

async function whenAnswering(child: ChildProcess, baseUrl: string): Promise<string> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}); see ${serverLog}`)
    const ok = await fetch(`${baseUrl}/api/shop/category`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return baseUrl
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server did not answer within 120 s; see ${serverLog}`)
}

function terminate(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGTERM')
  } catch {
    child.kill('SIGTERM')
  }
}

async function stopServer(): Promise<void> {
  const child = server
  server = undefined
  if (!child?.pid || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  terminate(child)
  await exited
}

function cleanUp(): void {
  if (server?.pid && server.exitCode === null) terminate(server)
  if (other?.pid && other.exitCode === null) terminate(other)
  fs.rmSync(staticFile, { force: true })
  removeClosedDatabase(databaseFile)
}

async function api<T>(baseUrl: string, method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(`${baseUrl}${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${route} → ${response.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

type ShopProduct = {
  _id: string
  slug: string
  name: string
  genericName: string | null
  variants: { size: string; codes: { shortCode: string; discountedPrice: number }[] }[]
}

/** Slugs to read, the product/single answer (to size the static file) and two lines to order. */
async function discover(baseUrl: string) {
  const categories = (await api<{ data: { slug: string }[] }>(baseUrl, 'GET', '/api/shop/category')).data
  for (const category of categories) {
    const cards = (await api<{ data: { _id: string }[] }>(baseUrl, 'POST', '/api/shop/product/category', { slugName: category.slug })).data
    if (cards.length < 2) continue
    const ids = cards.map((card) => card._id)
    const products = (await api<{ data: ShopProduct[] }>(baseUrl, 'POST', '/api/shop/product/ids', { ids })).data
    const buyable = products.filter((product) => product.variants.some((variant) => variant.codes.length > 0))
    if (buyable.length < 2) continue
    const product = buyable[0]
    const single = JSON.stringify(await api(baseUrl, 'POST', '/api/shop/product/single', { slugName: product.slug }))
    const lines = buyable.slice(0, 2).map((entry, index) => {
      const variant = entry.variants.find((v) => v.codes.length > 0)!
      return {
        product: entry._id,
        size: variant.size,
        code: variant.codes[0].shortCode,
        quantity: index + 1,
        price: variant.codes[0].discountedPrice,
      }
    })
    const orderAmount = lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0) / 100
    return { categorySlug: category.slug, productSlug: product.slug, singleBody: single, lines, orderAmount }
  }
  throw new Error('the seed has no category with two products that have codes')
}

/** 500 codes spread over the whole catalogue, as buyers type them (every other one in lower case without spaces). */
async function quickOrderCodes(baseUrl: string): Promise<string[]> {
  const codes: string[] = []
  await eachProductPage(api, baseUrl, (docs) => {
    codes.push(...docs.flatMap((product) => product.variants.flatMap((variant) => variant.codes.map((code) => code.shortCode))))
    return true
  })
  const step = Math.max(1, Math.floor(codes.length / 500))
  return Array.from({ length: 500 }, (_, index) => {
    const code = codes[(index * step) % codes.length]
    return index % 2 === 0 ? code : code.toLowerCase().replace(/\s+/g, '')
  })
}

/** Replaces one letter in the middle of `word`: the one typo search forgives. */
const withTypo = (word: string) =>
  `${word.slice(0, word.length >> 1)}${word[word.length >> 1] === 'e' ? 'a' : 'e'}${word.slice((word.length >> 1) + 1)}`

/**
 * Texts buyers type into the search box, from three pages spread over the catalogue: whole names, word beginnings,
 * words with a typo, generic names, codes and partial codes. The search bench cycles through all of them.
 */
async function searchTexts(baseUrl: string): Promise<string[]> {
  const first = await api<{ data: { _id: string }[]; totalPages: number }>(baseUrl, 'GET', '/api/shop/product?limit=100')
  const pages = [...new Set([1, Math.ceil(first.totalPages / 2), first.totalPages])]
  const ids: string[] = []
  for (const page of pages)
    ids.push(
      ...(await api<{ data: { _id: string }[] }>(baseUrl, 'GET', `/api/shop/product?page=${page}&limit=100`)).data.map((card) => card._id),
    )
  const products = (await api<{ data: ShopProduct[] }>(baseUrl, 'POST', '/api/shop/product/ids', { ids: ids.slice(0, 100) })).data
  const texts = products.flatMap((product) => {
    const longest = product.name.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '')
    const code = product.variants.flatMap((variant) => variant.codes)[0]?.shortCode
    return [product.name, longest.slice(0, 4), withTypo(longest), product.genericName, code, code?.slice(0, -1)]
  })
  return [...new Set(texts.filter((text): text is string => Boolean(text && text.trim())))]
}

/** `GET /product/search` with the next text on every request. */
function searchRequests(texts: string[]): Step[] {
  let next = 0
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `/api/shop/product/search?q=${encodeURIComponent(texts[next++ % texts.length])}` }),
    },
  ]
}

/** Read targets at a large catalogue (`--scale 10000`): a category page and a search answer within 100 ms at p99. */
function printScaleTargets(rows: Row[]): void {
  for (const row of rows.filter(
    (entry) => entry.name.startsWith('POST /api/shop/product/category') || entry.name.startsWith('GET /api/shop/product/search'),
  )) {
    console.log(
      `  ${row.p99 <= 100 && row.failed === 0 ? 'PASS' : 'FAIL'} ${row.name}: p99 ${row.p99} ms (≤ 100 at ${connections} connections), errors ${row.errors}`,
    )
  }
}

type Buyer = { token: string; addressId: string }

async function registerBuyers(baseUrl: string, count: number): Promise<Buyer[]> {
  const buyers: Buyer[] = []
  for (let index = 0; index < count; index += 1) {
    const phone = `8${String(process.pid % 1000).padStart(3, '0')}${String(index).padStart(6, '0')}`
    const { token } = await api<{ token: string }>(baseUrl, 'POST', '/api/shop/user', {
      name: `Bench Buyer ${index}`,
      email: `bench-${phone}@example.com`,
      password: 'bench12345',
      phoneNumber: phone,
      countryCode: '+91',
    })
    const address = await api<{ data: { _id: string } }>(
      baseUrl,
      'POST',
      '/api/shop/address/create',
      { doorNo: '1', streetName: 'Bench Road', city: 'Gurugram', state: 'Haryana', pinCode: '122001', type: 'Office' },
      token,
    )
    buyers.push({ token, addressId: address.data._id })
  }
  return buyers
}

type Row = {
  name: string
  rps: number
  p50: number
  p99: number
  errors: string
  failed: number
  cpuMs: number | null
  /** CPU ms per request by the server's threads, grouped by name (`main`: the JavaScript thread); empty without /proc. */
  threads: Record<string, number>
  note?: string
}

/** The server's worker processes: the cluster's workers, or the server process itself when it runs alone. */
function workerPids(): number[] {
  try {
    const children = fs
      .readFileSync(`/proc/${server!.pid}/task/${server!.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
    return children.length > 0 ? children : [server!.pid!]
  } catch {
    return [server!.pid!]
  }
}

/** CPU time (user + system, ms) the server's processes have used so far; null where /proc is missing. */
function serverCpuMs(): number | null {
  try {
    const pids = new Set([server!.pid!, ...workerPids()])
    let ticks = 0
    for (const pid of pids) {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    }
    return (ticks * 1000) / 100
  } catch {
    return null
  }
}

/**
 * CPU time (ms) of the server's threads so far, by thread name: `main` for each process's JavaScript thread, then as
 * the kernel names them (V8's garbage collector and compiler helpers, libuv's pool, worker threads); the time in the
 * kernel apart, as `NAME (system)`. Empty without /proc.
 */
function threadCpuMs(): Map<string, number> {
  const byName = new Map<string, number>()
  try {
    for (const pid of new Set([server!.pid!, ...workerPids()])) {
      for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
        const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
        const name = Number(tid) === pid ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).trim()
        const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
        byName.set(name, (byName.get(name) ?? 0) + (Number(fields[11]) * 1000) / 100)
        byName.set(`${name} (system)`, (byName.get(`${name} (system)`) ?? 0) + (Number(fields[12]) * 1000) / 100)
      }
    }
  } catch {
    return new Map()
  }
  return byName
}

/** `after` less `before` per thread name, divided by `served` requests. */
function threadsPerRequest(before: Map<string, number>, after: Map<string, number>, served: number): Record<string, number> {
  if (served <= 0) return {}
  return Object.fromEntries([...after].map(([name, ms]) => [name, (ms - (before.get(name) ?? 0)) / served]))
}

/** Resident memory of each worker, in MB. */
function workerRssMb(): number[] {
  return workerPids().map((pid) => {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024
  })
}

/**
 * Waits until the server has worked off requests that autocannon gave up on (timed out) in the previous run, and
 * every worker has loaded the catalogue the warm-up asked for (several seconds per worker at 10,000 products), so
 * neither slows the next run: until it uses under 10 % of a core for half a second (at most 60 s).
 */
async function settle(): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const before = serverCpuMs()
    await new Promise((resolve) => setTimeout(resolve, 500))
    const after = serverCpuMs()
    if (before === null || after === null || after - before < 50) return
  }
}

/** One call under load: a 1 s warm-up (fills caches, starts Payload), then `duration` seconds measured. */
async function measure(
  name: string,
  url: string,
  options: Record<string, unknown>,
  afterWarmUp?: () => void,
  seconds = duration,
): Promise<Row> {
  await settle()
  await autocannon({ url, connections: Math.min(connections, 10), duration: 1, ...options })
  await settle()
  afterWarmUp?.()
  const cpuBefore = serverCpuMs()
  const threadsBefore = threadCpuMs()
  const result = await autocannon({ url, connections, ...options, duration: seconds })
  const cpuAfter = serverCpuMs()
  const threadsAfter = threadCpuMs()
  const served = result.requests.average * seconds
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: `${result.errors} (${result.timeouts}) / ${result.non2xx}`,
    failed: result.errors + result.non2xx,
    cpuMs: cpuBefore !== null && cpuAfter !== null && served > 0 ? (cpuAfter - cpuBefore) / served : null,
    threads: threadsPerRequest(threadsBefore, threadsAfter, served),
  }
}

function orderRequests(found: Awaited<ReturnType<typeof discover>>, buyers: Buyer[], placed: { count: number }): Step[] {
  let nextBuyer = 0
  const cart = JSON.stringify({ products: found.lines.map(({ product, size, code, quantity }) => ({ product, size, code, quantity })) })
  const headers = (buyer: Buyer) => ({ 'Content-Type': 'application/json', Authorization: `Bearer ${buyer.token}` })
  return [
    {
      method: 'POST',
      path: '/api/shop/cart/create',
      setupRequest: (request, context) => {
        const buyer = buyers[nextBuyer++ % buyers.length]
        context.buyer = buyer
        context.cartId = ''
        return { ...request, headers: headers(buyer), body: cart }
      },
      onResponse: (status, body, context) => {
        context.cartId = status === 201 ? (JSON.parse(body) as { cartId: string }).cartId : ''
      },
    },
    {
      method: 'POST',
      path: '/api/shop/order/create',
      setupRequest: (request, context) => {
        const buyer = context.buyer as Buyer
        const body = { cartId: context.cartId, paymentType: 'COD', addressId: buyer.addressId, orderAmount: found.orderAmount }
        return { ...request, headers: headers(buyer), body: JSON.stringify(body) }
      },
      onResponse: (status) => {
        if (status === 201) placed.count += 1
      },
    },
  ]
}

function printTable(rows: Row[]): void {
  const header = ['call', 'req/s', 'p50 ms', 'p99 ms', 'errors (timeouts) / non-2xx', 'server CPU ms/req', '']
  const cells = rows.map((row) => [
    row.name,
    row.rps.toFixed(0),
    String(row.p50),
    String(row.p99),
    row.errors,
    row.cpuMs === null ? '-' : row.cpuMs.toFixed(2),
    row.note ?? '',
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)))
  const format = (line: string[]) =>
    `| ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`
  console.log(format(header))
  console.log(`|${widths.map((width, column) => (column === 0 ? ':' : '-') + '-'.repeat(width) + (column === 0 ? '-' : ':')).join('|')}|`)
  for (const line of cells) console.log(format(line))
}

async function main(): Promise<void> {
  // The storefront and the CMS, built as `npm start` builds them when missing or older than the sources: the CMS
  // serves the storefront's files, so it cannot be built alone on a fresh checkout.
  if ((await buildWhenStale(DIST)) !== 0) throw new Error('npm run build failed')
  const seedArgs = [...TYPESCRIPT_NODE_ARGS, 'seed/run.ts', ...(scale ? ['--scale', String(scale)] : [])]
  console.log(`Seeding ${databaseFile}${scale ? ` with --scale ${scale}` : ''}…`)
  const seeded = spawnSync(process.execPath, seedArgs, { cwd: ROOT, env: { ...env, NODE_ENV: 'development' }, encoding: 'utf8' })
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stdout}\n${seeded.stderr}`)

  const port = await freePort()
  // The static reference must exist when the server starts (Next serves public/ files it found at start-up).
  const found = await discover(await startServer(port))
  await stopServer()
  fs.writeFileSync(staticFile, found.singleBody)
  const baseUrl = await startServer(port)
  const staticCheck = await fetch(`${baseUrl}/${staticName}`)
  if (!staticCheck.ok) throw new Error(`the static reference /${staticName} was not served (${staticCheck.status})`)
  const buyers = measureOrders ? await registerBuyers(baseUrl, connections) : []
  const productCount = (await api<{ totalDocs: number }>(baseUrl, 'GET', '/api/products?limit=1&depth=0')).totalDocs
  console.log(`Server ${baseUrl}: ${productCount} products, ${buyers.length} buyers; ${connections} connections, ${duration} s per call\n`)

  const json = { method: 'POST', headers: { 'Content-Type': 'application/json' } }
  const rows: Row[] = []
  let signedIn: Row | undefined
  if (measureReads) {
    rows.push(await measure('GET /api/shop/category', `${baseUrl}/api/shop/category`, {}))
    rows.push(
      await measure('POST /api/shop/product/category', `${baseUrl}/api/shop/product/category`, {
        ...json,
        body: JSON.stringify({ slugName: found.categorySlug }),
      }),
    )
  }
  if (measureSignedIn) {
    rows.push(
      await measure('POST /api/shop/product/single', `${baseUrl}/api/shop/product/single`, {
        ...json,
        body: JSON.stringify({ slugName: found.productSlug }),
      }),
    )
  }
  if (measureReads) rows.push(await measure('GET /api/shop/blog', `${baseUrl}/api/shop/blog`, {}))
  if (measureSignedIn) {
    const contractToken = await contractBuyer(api, baseUrl, found.singleBody, CONTRACT_CODES)
    signedIn = await measure(
      `POST /api/shop/product/single (signed in, ${CONTRACT_CODES} contract codes)`,
      `${baseUrl}/api/shop/product/single`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${contractToken}` },
        body: JSON.stringify({ slugName: found.productSlug }),
      },
    )
    rows.push(signedIn)
  }
  if (measureReads) {
    const rest = `${baseUrl}/api/products?where[slug][equals]=${encodeURIComponent(found.productSlug)}&depth=1`
    rows.push(await measure('ref: Payload REST, same product', rest, {}))
    rows.push(await measure(`ref: static file (${found.singleBody.length} B)`, `${baseUrl}/${staticName}`, {}))
    const texts = await searchTexts(baseUrl)
    rows.push(await measure(`GET /api/shop/product/search (${texts.length} texts)`, baseUrl, { requests: searchRequests(texts) }))
  }
  let codes: Row | undefined
  if (measureCodes) {
    const body = JSON.stringify({ codes: await quickOrderCodes(baseUrl) })
    codes = await measure('POST /api/shop/product/codes (500 codes, 1 at a time)', `${baseUrl}/api/shop/product/codes`, {
      ...json,
      body,
      connections: 1,
    })
    rows.push(codes)
  }
  let freshness: Awaited<ReturnType<typeof measureFreshness>> | undefined
  if (measureFreshnessOnly) {
    const otherPort = await freePort()
    other = spawnServer(otherPort)
    const b = await whenAnswering(other, `http://127.0.0.1:${otherPort}`)
    const texts = await searchTexts(baseUrl)
    freshness = await measureFreshness({
      a: baseUrl,
      b,
      productSlug: found.productSlug,
      categorySlug: found.categorySlug,
      searchTexts: texts,
      connections,
      edits: 5,
      bulkEdit: { env, products: Math.min(bulkProducts, productCount) },
    })
  }
  let ordersPerSecond = 0
  let orders: Row | undefined
  /** One round of COD orders for `seconds`: its row, and the orders placed. */
  const orderRound = async (name: string, seconds: number) => {
    const placed = { count: 0 }
    const row = await measure(name, baseUrl, { requests: orderRequests(found, buyers, placed) }, () => (placed.count = 0), seconds)
    return { row, placed: placed.count }
  }
  /** Rounds of one kind as one row: requests and CPU averaged over their time, the worse latencies. */
  const orderRow = (name: string, rounds: { row: Row; placed: number }[], seconds: number) => {
    const total = rounds.length * seconds
    const rps = rounds.reduce((sum, { row }) => sum + row.rps, 0) / rounds.length
    const cpu = rounds.every(({ row }) => row.cpuMs !== null)
      ? rounds.reduce((sum, { row }) => sum + row.cpuMs! * row.rps, 0) / (rps * rounds.length)
      : null
    const perSecond = rounds.reduce((sum, { placed }) => sum + placed, 0) / total
    const cpuPerOrder = cpu === null ? null : cpu * 2
    const threads: Record<string, number> = {}
    for (const { row: each } of rounds)
      for (const [thread, ms] of Object.entries(each.threads))
        threads[thread] = (threads[thread] ?? 0) + (ms * each.rps) / (rps * rounds.length)
    const row: Row = {
      name,
      rps,
      p50: Math.max(...rounds.map(({ row: each }) => each.p50)),
      p99: Math.max(...rounds.map(({ row: each }) => each.p99)),
      errors: rounds.map(({ row: each }) => each.errors).join(', '),
      failed: rounds.reduce((sum, { row: each }) => sum + each.failed, 0),
      cpuMs: cpu,
      threads,
      note: `${perSecond.toFixed(0)} orders/s${cpuPerOrder ? `, ${cpuPerOrder.toFixed(1)} ms CPU per order (≈ ${(1000 / cpuPerOrder).toFixed(0)}/s on one idle core)` : ''}`,
    }
    return { row, perSecond }
  }
  const lines = found.lines.map((line) => line.product)
  if (measureOrders) {
    // Every order reserves its units: enough stock that none is refused. Orders with and without stock tracked take
    // turns (tracked, not, not, tracked; half the time each), so the server's warming up and the database's growth
    // weigh on both alike.
    await stockUp(baseUrl, found.lines)
    const half = Math.max(1, Math.round(duration / 2))
    const tracked: Awaited<ReturnType<typeof orderRound>>[] = []
    const untracked: Awaited<ReturnType<typeof orderRound>>[] = []
    for (let turn = 0; turn < turns; turn++) {
      tracked.push(await orderRound('COD order, stock tracked', half))
      await setTracking(baseUrl, lines, found.productSlug, false)
      untracked.push(await orderRound('COD order, stock not tracked', half))
      untracked.push(await orderRound('COD order, stock not tracked', half))
      await setTracking(baseUrl, lines, found.productSlug, true)
      tracked.push(await orderRound('COD order, stock tracked', half))
    }
    ;({ row: orders, perSecond: ordersPerSecond } = orderRow('COD order (cart/create + order/create)', tracked, half))
    rows.push(orders)
    rows.push(orderRow('COD order (stock not tracked)', untracked, half).row)
  }
  // The same product read once more with its product not tracking stock, side by side with the above.
  if (measureReads) {
    await setTracking(baseUrl, lines, found.productSlug, false)
    rows.push(
      await measure('POST /api/shop/product/single (stock not tracked)', `${baseUrl}/api/shop/product/single`, {
        ...json,
        body: JSON.stringify({ slugName: found.productSlug }),
      }),
    )
  }

  const rss = workerRssMb()
  // The profile is written when the server exits.
  if (args.profile) await stopServer()

  if (workers) await compareWorkers(port, found, buyers, workers)

  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
  console.log(
    `Catalogue: ${productCount} products${scale ? ` (--scale ${scale})` : ' (seed)'}; ${os.cpus().length} CPUs, load average ${load}\n`,
  )
  printTable(rows)
  printThreads(rows.filter((row) => row.name.startsWith('COD order (')))
  console.log(`\nRSS of the server process after these calls: ${rss.map((mb) => mb.toFixed(0)).join(', ')} MB`)
  console.log('\nTargets:')
  const staticRps = rows.find((row) => row.name.startsWith('ref: static'))?.rps
  for (const row of staticRps ? rows.slice(0, 4) : []) {
    const share = row.rps / staticRps!
    const ok = share >= 0.5 && row.p99 <= 50
    console.log(`  ${ok ? 'PASS' : 'FAIL'} ${row.name}: ${(share * 100).toFixed(0)} % of static req/s (≥ 50 %), p99 ${row.p99} ms (≤ 50)`)
  }
  printScaleTargets(rows)
  if (signedIn) {
    const ok = signedIn.p99 <= 50 && signedIn.failed === 0
    console.log(
      `  ${ok ? 'PASS' : 'FAIL'} ${signedIn.name}: p99 ${signedIn.p99} ms (≤ 50 at ${connections} connections), errors ${signedIn.errors}`,
    )
  }
  if (freshness) printFreshness(freshness, connections)
  const largest = Math.max(...rss)
  console.log(`  ${largest <= 500 ? 'PASS' : 'FAIL'} RSS per worker: ${largest.toFixed(0)} MB (≤ 500)`)
  if (orders) {
    const ordersOk = ordersPerSecond >= 50 && orders.failed === 0
    console.log(
      `  ${ordersOk ? 'PASS' : 'FAIL'} COD orders: ${ordersPerSecond.toFixed(0)} orders/s (≥ 50), errors (timeouts) / non-2xx ${orders.errors} (none)`,
    )
  }
  for (const [tracked, untracked] of [
    ['POST /api/shop/product/single', 'POST /api/shop/product/single (stock not tracked)'],
    ['COD order (cart/create + order/create)', 'COD order (stock not tracked)'],
  ]) {
    const on = rows.find((row) => row.name === tracked)
    const off = rows.find((row) => row.name === untracked)
    if (!on || !off) continue
    const share = on.rps / off.rps
    console.log(
      `  ${share >= 0.9 ? 'PASS' : 'FAIL'} ${tracked} with stock tracked: ${(share * 100).toFixed(0)} % of its req/s without (≥ 90 %), p99 ${on.p99} / ${off.p99} ms`,
    )
  }
  if (codes) {
    const codesOk = codes.p99 <= 50 && codes.failed === 0
    console.log(
      `  ${codesOk ? 'PASS' : 'FAIL'} 500 codes resolved: p50 ${codes.p50} ms, p99 ${codes.p99} ms (≤ 50), errors ${codes.errors} (none)`,
    )
  }
  console.log(`\nServer log: ${serverLog}`)
}

/**
 * The same reads (a product, the category list, a category page, and COD orders unless `--only reads`) and the static
 * file with one worker and with `count` workers, one after the other, on a restarted server each time; prints req/s,
 * p99 and RSS per worker, and the read throughput of `count` workers against one (target: 2 workers on 2 cores ≥ 1.6×).
 * The load generator runs on the same machine and takes CPU from the workers: with `wrk` on the PATH (a C load
 * generator, `apt-get install wrk`) the fixed reads are sent by it, which needs a fraction of autocannon's CPU.
 */
async function compareWorkers(port: number, found: Awaited<ReturnType<typeof discover>>, buyers: Buyer[], count: number): Promise<void> {
  const json = { method: 'POST', headers: { 'Content-Type': 'application/json' } }
  const generator = hasWrk() ? 'wrk' : 'autocannon'
  const read = (name: string, url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    generator === 'wrk' ? measureWithWrk(name, url, options) : measure(name, url, options)
  const rows: Row[] = []
  const readRps: Record<number, number> = {}
  for (const concurrency of [1, count]) {
    await stopServer()
    const baseUrl = await startServer(port, { WEB_CONCURRENCY: String(concurrency) })
    const label = `${concurrency} worker${concurrency === 1 ? '' : 's'}`
    const reads = [
      await read(`${label}: POST /api/shop/product/single`, `${baseUrl}/api/shop/product/single`, {
        ...json,
        body: JSON.stringify({ slugName: found.productSlug }),
      }),
      await read(`${label}: GET /api/shop/category`, `${baseUrl}/api/shop/category`),
      await read(`${label}: POST /api/shop/product/category`, `${baseUrl}/api/shop/product/category`, {
        ...json,
        body: JSON.stringify({ slugName: found.categorySlug }),
      }),
    ]
    const staticFileRow = await read(`${label}: static file`, `${baseUrl}/${staticName}`)
    rows.push(...reads, staticFileRow)
    if (buyers.length > 0) {
      const placed = { count: 0 }
      const orders = await measure(`${label}: COD order`, baseUrl, { requests: orderRequests(found, buyers, placed) }, () => {
        placed.count = 0
      })
      orders.note = `${(placed.count / duration).toFixed(0)} orders/s`
      rows.push(orders)
    }
    staticFileRow.note = `RSS per worker: ${workerRssMb()
      .map((mb) => mb.toFixed(0))
      .join(', ')} MB`
    readRps[concurrency] = reads.reduce((sum, row) => sum + row.rps, 0)
  }
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
  console.log(`\nWorkers: 1 against ${count}, reads sent by ${generator}; ${os.cpus().length} CPUs, load average ${load}\n`)
  printTable(rows)
  const ratio = (readRps[count] ?? 0) / (readRps[1] || 1)
  console.log(
    `\n  ${ratio >= 1.6 ? 'PASS' : 'FAIL'} reads with ${count} workers: ${ratio.toFixed(2)}× one worker's req/s (≥ 1.6× on 2 cores)\n`,
  )
}

function hasWrk(): boolean {
  return spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined
}

/** One fixed request under load with `wrk` (one thread): a 1 s warm-up, then `duration` seconds measured. */
async function measureWithWrk(
  name: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<Row> {
  const script = path.join(os.tmpdir(), `nuvo-bench-${process.pid}.lua`)
  const lines = [`wrk.method = ${JSON.stringify(options.method ?? 'GET')}`]
  if (options.body !== undefined) lines.push(`wrk.body = ${JSON.stringify(options.body)}`)
  for (const [header, value] of Object.entries(options.headers ?? {}))
    lines.push(`wrk.headers[${JSON.stringify(header)}] = ${JSON.stringify(value)}`)
  fs.writeFileSync(script, lines.join('\n'))
  const run = (seconds: number, open: number) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', ['-t1', `-c${open}`, `-d${seconds}s`, '--latency', '-s', script, url], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.on('error', reject)
      child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`wrk exited with ${code}: ${output}`))))
    })
  await settle()
  await run(1, Math.min(connections, 10))
  await settle()
  const cpuBefore = serverCpuMs()
  const output = await run(duration, connections)
  const cpuAfter = serverCpuMs()
  fs.rmSync(script, { force: true })
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0)
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const errors = socketErrors ? Number(socketErrors[1]) + Number(socketErrors[2]) + Number(socketErrors[3]) : 0
  const timeouts = socketErrors ? Number(socketErrors[4]) : 0
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0)
  return {
    name,
    rps,
    p50: wrkLatencyMs(output, '50%'),
    p99: wrkLatencyMs(output, '99%'),
    errors: `${errors + timeouts} (${timeouts}) / ${non2xx}`,
    failed: errors + timeouts + non2xx,
    cpuMs: cpuBefore !== null && cpuAfter !== null && rps > 0 ? (cpuAfter - cpuBefore) / (rps * duration) : null,
    threads: {},
  }
}

/** Each order row's CPU per order by thread (two requests an order), the threads using most first. */
function printThreads(rows: Row[]): void {
  for (const row of rows) {
    const threads = Object.entries(row.threads)
      .map(([thread, ms]) => [thread, ms * 2] as const)
      .filter(([, ms]) => ms >= 0.05)
      .sort((a, b) => b[1] - a[1])
    if (threads.length === 0) continue
    console.log(`\nCPU ms per order by thread, ${row.name}: ${threads.map(([thread, ms]) => `${thread} ${ms.toFixed(2)}`).join(', ')}`)
  }
}

/** A percentile line of wrk's `--latency` table ("99%   12.34ms") in whole milliseconds. */
function wrkLatencyMs(output: string, percentile: string): number {
  const match = new RegExp(`^\\s*${percentile}\\s+([\\d.]+)(us|ms|s)\\b`, 'm').exec(output)
  if (!match) return NaN
  const value = Number(match[1])
  return Math.round(match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value)
}

process.on('SIGINT', () => {
  cleanUp()
  process.exit(130)
})

main()
  .then(
    () => 0,
    (error: unknown) => {
      console.error('bench failed:', error instanceof Error ? error.message : error)
      return 1
    },
  )
  .then((code) => {
    cleanUp()
    process.exit(code)
  })
