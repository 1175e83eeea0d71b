/**
 * Catalogue freshness across processes (`npm run bench:api -- --only freshness`): two server processes on one
 * database file, price edits made through A (Payload's REST API, as staff make them), and B asked every 10 ms until it
 * answers the new price. Meanwhile B serves a category page and searches under load, whose latency shows what the
 * refresh that follows each edit costs readers. Then a bulk edit of N products (`--bulk N`, 100 per update call, as an import
 * makes it, bench/bulk-edit.ts, a third process) and how long until A and B serve it. Target: B serves a single edit
 * within 1 s; a bulk edit is served soon after its commit.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

import { SEED_LOGINS } from '../tests/helpers/test-keys'
import { TYPESCRIPT_NODE_ARGS } from '../cms/lib/typescript-process.mjs'

type Histogram = { average: number; p50: number; p99: number }
type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number }
type Instance = PromiseLike<Result> & { stop: () => void }
const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Instance

export type FreshnessReport = {
  /** Per edit: ms from the edit's answer until A, and B, answered the new price. */
  seenByA: number[]
  seenByB: number[]
  /** Reads of B while the edits were made and refreshed. */
  reads: { rps: number; p50: number; p99: number; failed: number }
  /** The bulk edit: products updated, seconds its transaction took, ms after it until A and B served all sampled products. */
  bulk?: { updated: number; seconds: number; seenByA: number; seenByB: number }
}

type Options = {
  a: string
  b: string
  productSlug: string
  categorySlug: string
  searchTexts: string[]
  connections: number
  edits: number
  /** The environment of the servers (DATABASE_URI…), for the bulk edit's process, and how many products it edits. */
  bulkEdit?: { env: NodeJS.ProcessEnv; products: number }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The product's first price as `baseUrl` answers it; NaN when it does not answer within `timeoutMs`. */
async function priceOn(baseUrl: string, slug: string, timeoutMs = 120_000): Promise<number> {
  try {
    const reply = await fetch(`${baseUrl}/api/shop/product/single`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ slugName: slug }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = (await reply.json()) as { data: { variants: { codes: { discountedPrice: number }[] }[] }[] }
    return body.data[0].variants[0].codes[0].discountedPrice
  } catch {
    return NaN
  }
}

/** Ms until `baseUrl` answers `rupees` for the product (asked every 10 ms, at most 30 s). */
async function timeUntilServed(baseUrl: string, slug: string, rupees: number, since: number): Promise<number> {
  while (Date.now() - since < 30_000) {
    if ((await priceOn(baseUrl, slug, 30_000 - (Date.now() - since))) === rupees) return Date.now() - since
    await sleep(10)
  }
  return Infinity
}

export async function measureFreshness(options: Options): Promise<FreshnessReport> {
  const { a, b, productSlug } = options
  const login = await fetch(`${a}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SEED_LOGINS.admin),
  })
  const { token } = (await login.json()) as { token: string }
  const found = await fetch(`${a}/api/products?where[slug][equals]=${encodeURIComponent(productSlug)}&depth=0`)
  const product = ((await found.json()) as { docs: { id: string; variants: { codes: { discountedPrice: number }[] }[] }[] }).docs[0]

  // Both processes hold the catalogue and its indexes before the first edit.
  for (const baseUrl of [a, b]) {
    await priceOn(baseUrl, productSlug)
    await fetch(`${baseUrl}/api/shop/product/search?q=${encodeURIComponent(options.searchTexts[0])}`)
  }

  let next = 0
  const load = autocannon({
    url: b,
    connections: options.connections,
    duration: 3600,
    requests: [
      {
        method: 'POST',
        path: '/api/shop/product/category',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ slugName: options.categorySlug }),
      },
      {
        method: 'GET',
        setupRequest: (request: object) => ({
          ...request,
          path: `/api/shop/product/search?q=${encodeURIComponent(options.searchTexts[next++ % options.searchTexts.length])}`,
        }),
      },
    ],
  })
  const seenByA: number[] = []
  const seenByB: number[] = []
  await sleep(1_000)
  for (let edit = 0; edit < options.edits; edit += 1) {
    const variants = structuredClone(product.variants)
    variants[0].codes[0].discountedPrice -= 100 * (edit + 1)
    const rupees = variants[0].codes[0].discountedPrice / 100
    const response = await fetch(`${a}/api/products/${product.id}`, {
      method: 'PATCH',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ variants }),
    })
    if (!response.ok) throw new Error(`the price edit failed: ${response.status} ${await response.text()}`)
    const editedAt = Date.now()
    const [onA, onB] = await Promise.all([
      timeUntilServed(a, productSlug, rupees, editedAt),
      timeUntilServed(b, productSlug, rupees, editedAt),
    ])
    seenByA.push(onA)
    seenByB.push(onB)
    // Edits land at different moments of B's one-second stamp check.
    await sleep(1_000 + Math.floor(Math.random() * 1_000))
  }
  load.stop()
  const result = await load
  return {
    seenByA,
    seenByB,
    reads: { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.errors + result.non2xx },
    bulk: options.bulkEdit ? await measureBulkEdit(options, options.bulkEdit) : undefined,
  }
}

/** The generic name of each product of `slugs` as `baseUrl` answers it. */
async function genericNamesOn(baseUrl: string, slugs: string[]): Promise<(string | null)[]> {
  return Promise.all(
    slugs.map(async (slug) => {
      const reply = await fetch(`${baseUrl}/api/shop/product/single`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ slugName: slug }),
      })
      const body = (await reply.json()) as { data: { genericName: string | null }[] }
      return body.data[0]?.genericName ?? null
    }),
  )
}

async function timeUntilAllServed(baseUrl: string, slugs: string[], genericName: string, since: number): Promise<number> {
  while (Date.now() - since < 120_000) {
    if ((await genericNamesOn(baseUrl, slugs)).every((name) => name === genericName)) return Date.now() - since
    await sleep(10)
  }
  return Infinity
}

async function measureBulkEdit(options: Options, { env, products }: NonNullable<Options['bulkEdit']>): Promise<FreshnessReport['bulk']> {
  // The first, a middle and the last product the edit changes (it takes them by id).
  const rest = (page: number) =>
    fetch(`${options.a}/api/products?where[_status][equals]=published&sort=id&limit=1&page=${page}&depth=0`).then(
      (reply) => reply.json() as Promise<{ docs: { slug: string }[] }>,
    )
  const slugs = await Promise.all([1, Math.ceil(products / 2), products].map(async (page) => (await rest(page)).docs[0].slug))
  const genericName = `Bulk edit ${Date.now()}`
  const root = path.resolve(import.meta.dirname, '..')
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [...TYPESCRIPT_NODE_ARGS, path.join(root, 'bench/bulk-edit.ts'), genericName, String(products)], {
      cwd: root,
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let text = ''
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`the bulk edit failed (exit ${code})`))))
  })
  const committedAt = Date.now()
  const { updated, seconds } = JSON.parse(output.trim().split('\n').pop()!) as { updated: number; seconds: number }
  const [seenByA, seenByB] = await Promise.all([
    timeUntilAllServed(options.a, slugs, genericName, committedAt),
    timeUntilAllServed(options.b, slugs, genericName, committedAt),
  ])
  return { updated, seconds, seenByA, seenByB }
}

export function printFreshness(report: FreshnessReport, connections: number): void {
  const list = (values: number[]) => values.map((value) => (Number.isFinite(value) ? value : '> 30000')).join(', ')
  console.log(`\nFreshness: price edits through A, polled on A and B (ms after the edit's answer)`)
  console.log(`  A: ${list(report.seenByA)}`)
  console.log(`  B: ${list(report.seenByB)}`)
  const { reads } = report
  console.log(
    `  B's category page and search under load meanwhile (${connections} connections): ${reads.rps.toFixed(0)} req/s, p50 ${reads.p50} ms, p99 ${reads.p99} ms, errors/non-2xx ${reads.failed}`,
  )
  const slowest = Math.max(...report.seenByB)
  console.log(
    `  ${slowest <= 1_000 ? 'PASS' : 'FAIL'} a price edit through A served by B within ${Number.isFinite(slowest) ? slowest : '> 30000'} ms (≤ 1000)`,
  )
  console.log(`  ${reads.p99 <= 100 && reads.failed === 0 ? 'PASS' : 'FAIL'} reads during refreshes: p99 ${reads.p99} ms (≤ 100)`)
  if (report.bulk) {
    const { updated, seconds, seenByA, seenByB } = report.bulk
    const ms = (value: number) => (Number.isFinite(value) ? `${value} ms` : '> 120000 ms')
    console.log(
      `  Bulk edit of ${updated} products: ${seconds.toFixed(1)} s; then served by A after ${ms(seenByA)}, by B after ${ms(seenByB)}`,
    )
  }
}
