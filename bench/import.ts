/**
 * npm run bench:import [-- --scale 10000] [-- --products N] [-- --new N] [-- --connections 20] [-- --database FILE]
 *
 * The bulk catalogue import at scale, against a production build (`node scripts/serve.mjs`, one process) on a freshly
 * seeded SQLite file (`--scale N` products, about 3.4 codes each; `--database FILE` starts from a copy of a file seeded
 * already). As a catalogue editor: exports the whole catalogue as XLSX, raises MRP and Our price by 5 % on every code
 * of the first `--products` products (default: all of them, a yearly price revision; `--products 0`: none), adds
 * `--new` new products of three codes each (default 0), previews the file, applies it while `--connections` clients
 * read category pages and products, then checks the new price is served. Each figure is printed with the load average.
 * Prints: export, preview and apply times, the server's peak RSS, and the p99 of the reads during the apply.
 * Targets (10,000 products / 34,000 codes): preview ≤ 10 s, apply ≤ 60 s, RSS ≤ 500 MB, reads p99 ≤ 100 ms.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import type { ImportPreview } from '../cms/contract/catalogue-io'
import { copyClosedDatabase, removeClosedDatabase } from '../cms/database'
import { TYPESCRIPT_NODE_ARGS } from '../cms/lib/typescript-process.mjs'
import { col, importForm, readCatalogueXlsx, writeCatalogueXlsx } from '../tests/helpers/catalogue-file'
import { freePort } from '../tests/helpers/stack'
import { SEED_LOGINS } from '../tests/helpers/test-keys'

type Histogram = { average: number; p50: number; p99: number }
type Result = { requests: Histogram; latency: Histogram; errors: number; non2xx: number }
type Instance = PromiseLike<Result> & { stop: () => void }
const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Instance

const ROOT = path.resolve(import.meta.dirname, '..')
const DIST = process.env.NEXT_DIST_DIR ?? '.next'
const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '10000' },
    products: { type: 'string' },
    new: { type: 'string', default: '0' },
    connections: { type: 'string', default: '20' },
    database: { type: 'string' },
  },
})
const scale = Number(args.scale)
const connections = Number(args.connections)
const databaseFile = path.join(os.tmpdir(), `nuvo-bench-import-${process.pid}.db`)
const serverLog = path.join(os.tmpdir(), `nuvo-bench-import-${process.pid}.log`)
const env: NodeJS.ProcessEnv = {
  ...process.env,
  APP_ROOT: ROOT,
  DATABASE_URI: `file:${databaseFile}`,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-secret-0123456789abcdef0123456789',
  NEXT_TELEMETRY_DISABLED: '1',
  RATE_LIMIT_DISABLED: '1',
  BACKUP_SCHEDULE: 'off',
  RAZORPAY_KEY_ID: '',
  RESEND_API_KEY: '',
  WEB_CONCURRENCY: '1',
}
let server: ChildProcess | undefined

const seconds = (since: number) => (performance.now() - since) / 1000

function prepareDatabase(): void {
  if (!fs.existsSync(path.join(ROOT, 'cms', DIST, 'BUILD_ID')))
    throw new Error(`No production build in cms/${DIST}: run npm run build first`)
  if (args.database) {
    copyClosedDatabase(args.database, databaseFile)
    return
  }
  console.log(`Seeding ${databaseFile} with --scale ${scale}…`)
  const seeded = spawnSync(process.execPath, [...TYPESCRIPT_NODE_ARGS, 'seed/run.ts', '--scale', String(scale)], {
    cwd: ROOT,
    env: { ...env, NODE_ENV: 'development' },
    encoding: 'utf8',
  })
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stdout}\n${seeded.stderr}`)
}

async function startServer(): Promise<string> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const log = fs.openSync(serverLog, 'a')
  server = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs'), '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...env, NODE_ENV: 'production', PUBLIC_URL: baseUrl, PORT: String(port) },
    stdio: ['ignore', log, log],
    detached: true,
  })
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited; see ${serverLog}`)
    if (
      await fetch(`${baseUrl}/api/shop/category`).then(
        (reply) => reply.ok,
        () => false,
      )
    )
      return baseUrl
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server did not answer; see ${serverLog}`)
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')

/** Prints the server's peak memory so far and the load average at the end of a phase. */
function phase(name: string): void {
  console.log(`after ${name}: server peak RSS ${peakRssMb().toFixed(0)} MB; load average ${load()}`)
}

/** Peak resident memory (VmHWM) of the server's processes, MB. */
function peakRssMb(): number {
  const pids = [
    server!.pid!,
    ...fs.readFileSync(`/proc/${server!.pid}/task/${server!.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean),
  ]
  return Math.max(...pids.map((pid) => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024))
}

async function main(): Promise<void> {
  prepareDatabase()
  const baseUrl = await startServer()
  phase('start')
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SEED_LOGINS.editor),
  })
  const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }

  let started = performance.now()
  const exported = await fetch(`${baseUrl}/api/staff/catalogue/export?format=xlsx`, { headers: auth })
  if (!exported.ok) throw new Error(`export: ${exported.status} ${await exported.text()}`)
  const file = new Uint8Array(await exported.arrayBuffer())
  const exportSeconds = seconds(started)
  const sheet = await readCatalogueXlsx(file)
  const slugs = [...new Set(sheet.rows.map((row) => String(row[col('Slug')])))]
  const revised = new Set(slugs.slice(0, args.products !== undefined ? Number(args.products) : slugs.length))
  let codes = 0
  for (const row of sheet.rows) {
    if (!revised.has(String(row[col('Slug')]))) continue
    row[col('MRP (₹)')] = Math.ceil(Number(row[col('MRP (₹)')]) * 1.05)
    row[col('Our price (₹)')] = Math.floor(Number(row[col('Our price (₹)')]) * 1.05)
    codes += 1
  }
  const exportedRows = sheet.rows.length
  const added = Number(args.new)
  for (let n = 0; n < added; n += 1) {
    for (let k = 1; k <= 3; k += 1) {
      const row = [...sheet.rows[0]!]
      row[col('Product name')] = `Bench new product ${n}`
      row[col('Slug')] = `bench-new-product-${n}`
      row[col('Size')] = `Size ${k}`
      row[col('Short code')] = `BN ${n}-${k}`
      row[col('Full code')] = `BN${n}${k}`
      sheet.rows.push(row)
    }
  }
  const revisedFile = await writeCatalogueXlsx(sheet)
  console.log(
    `Catalogue: ${slugs.length} products, ${exportedRows} codes; export ${(file.length / 1e6).toFixed(1)} MB; revising ${revised.size} products / ${codes} codes; adding ${added} products / ${added * 3} codes`,
  )
  phase('export')

  started = performance.now()
  const previewed = await fetch(`${baseUrl}/api/staff/catalogue/import?dryRun=1`, {
    method: 'POST',
    body: importForm(revisedFile),
    headers: auth,
  })
  const preview = (await previewed.json()) as Pick<ImportPreview, 'planId' | 'products' | 'codes' | 'errors'>
  const previewSeconds = seconds(started)
  if (!previewed.ok || preview.errors.length > 0) throw new Error(`preview: ${previewed.status} ${JSON.stringify(preview).slice(0, 500)}`)
  phase('preview')

  const category = String(sheet.rows[0]![col('Category slug')])
  const product = String(sheet.rows[0]![col('Slug')])
  const readLoad = () =>
    autocannon({
      url: baseUrl,
      connections,
      duration: 3600,
      requests: [
        {
          method: 'POST',
          path: '/api/shop/product/category',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ slugName: category }),
        },
        {
          method: 'POST',
          path: '/api/shop/product/single',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ slugName: product }),
        },
      ],
    })
  const reads = readLoad()
  started = performance.now()
  const applied = await fetch(`${baseUrl}/api/staff/catalogue/import?planId=${preview.planId}`, {
    method: 'POST',
    body: importForm(revisedFile),
    headers: auth,
  })
  const applySeconds = seconds(started)
  const appliedAt = Date.now()
  // From the apply's answer: polls for the new price, and reads on (the process refreshes its catalogue).
  const served = newPriceServed(baseUrl, product, sheet.rows[0]!, appliedAt)
  reads.stop()
  const readsAfter = readLoad()
  const servedAfterMs = await served
  readsAfter.stop()
  const [during, after] = [await reads, await readsAfter]
  phase('apply')
  if (!applied.ok) throw new Error(`apply: ${applied.status} ${(await applied.text()).slice(0, 500)}`)
  const rss = peakRssMb()

  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')
  console.log(`\nLoad average (1, 5, 15 min) at the end: ${load()}; ${os.cpus().length} cores`)
  console.log(`\n| measure | value | target |\n|---|---:|---|`)
  console.log(`| export (XLSX, whole catalogue) | ${exportSeconds.toFixed(1)} s | |`)
  console.log(`| preview | ${previewSeconds.toFixed(1)} s | ≤ 10 s ${verdict(previewSeconds <= 10)} |`)
  console.log(
    `| apply (${preview.products.changed} products / ${preview.codes.changed} codes changed, ${preview.products.new} products / ${preview.codes.new} codes new, one transaction) | ${applySeconds.toFixed(1)} s | ≤ 60 s ${verdict(applySeconds <= 60)} |`,
  )
  console.log(`| new price served after the apply answered | ${servedAfterMs} ms | ≤ 1,000 ms ${verdict(servedAfterMs <= 1000)} |`)
  console.log(
    `| catalogue reads from the apply's answer until the new price is served, p99 | ${after.latency.p99} ms (${after.requests.average.toFixed(0)} req/s, ${after.errors + after.non2xx} failed) | |`,
  )
  console.log(`| server peak RSS | ${rss.toFixed(0)} MB | ≤ 500 MB ${verdict(rss <= 500)} |`)
  console.log(
    `| catalogue reads during the apply, p99 (${connections} connections) | ${during.latency.p99} ms (${during.requests.average.toFixed(0)} req/s, ${during.errors + during.non2xx} failed) | ≤ 100 ms ${verdict(during.latency.p99 <= 100)} |`,
  )
}

/** Milliseconds from `appliedAt` until the product's first code is served at the file's Our price (Infinity: 30 s). */
async function newPriceServed(baseUrl: string, product: string, row: unknown[], appliedAt: number): Promise<number> {
  const newPrice = Number(row[col('Our price (₹)')]) // unchanged with --products 0
  while (Date.now() - appliedAt < 30_000) {
    const reply = await fetch(`${baseUrl}/api/shop/product/single`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ slugName: product }),
    })
    const body = (await reply.json()) as { data: { variants: { codes: { shortCode: string; discountedPrice: number }[] }[] }[] }
    const code = body.data[0]!.variants.flatMap((variant) => variant.codes).find((entry) => entry.shortCode === row[col('Short code')])
    if (code?.discountedPrice === newPrice) return Date.now() - appliedAt
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return Infinity
}

function cleanUp(): void {
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      server.kill('SIGTERM')
    }
  }
  removeClosedDatabase(databaseFile)
}

try {
  await main()
} finally {
  cleanUp()
}
