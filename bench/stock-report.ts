/**
 * npm run bench:stock [-- --codes 10000 --lots 3]
 *
 * The staff stock report (`GET /api/staff/stock/report`) at a large catalogue's size, without HTTP: a temporary SQLite
 * file with N published codes (products of 20 codes each, through the Local API) and L lots of each in the main
 * warehouse (plain inserts into the balances), then the report's JSON answer and its CSV, each timed five times
 * (median, slowest). Target: at most 1 s each for 10,000 codes × 3 lots.
 */
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'

import type { Client } from '@libsql/client'

import { stockReportQuerySchema } from '../cms/contract/stock-reports'
import { shopDay } from '../cms/lib/shop-time'
import { mainWarehouse } from '../cms/services/stock'
import { stockReportCsv } from '../cms/services/stock/report-files'
import { stockReport } from '../cms/services/stock/report'
import { freshPayload } from '../tests/helpers/local-payload'

const { values } = parseArgs({ options: { codes: { type: 'string', default: '10000' }, lots: { type: 'string', default: '3' } } })
const codes = Number(values.codes)
const lotsPerCode = Number(values.lots)
const CODES_PER_PRODUCT = 20
const RUNS = 5

const { payload, cleanup } = await freshPayload('bench-stock')
try {
  const seedStart = performance.now()
  const category = await payload.create({ collection: 'categories', data: { name: 'Bench sutures' }, depth: 0 })
  for (let first = 0; first < codes; first += CODES_PER_PRODUCT) {
    const shortCodes = Array.from(
      { length: Math.min(CODES_PER_PRODUCT, codes - first) },
      (_, k) => `BS ${String(first + k).padStart(6, '0')}`,
    )
    await payload.create({
      collection: 'products',
      data: {
        name: `Bench product ${first / CODES_PER_PRODUCT}`,
        category: category.id,
        _status: 'published',
        tracksStock: true,
        variants: [{ size: '3-0', codes: shortCodes.map((shortCode) => ({ shortCode, originalPrice: 50_000, discountedPrice: 42_500 })) }],
      },
      depth: 0,
    })
  }
  const location = await mainWarehouse({ payload } as never)
  const client = (payload.db as unknown as { client: Client }).client
  const month = shopDay(new Date()).slice(0, 7)
  const expiryIn = (months: number) => {
    const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)) - 1 + months, 1))
    return date.toISOString().slice(0, 7)
  }
  for (let first = 0; first < codes; first += 1_000) {
    const statements = []
    for (let n = first; n < Math.min(codes, first + 1_000); n++) {
      for (let lot = 0; lot < lotsPerCode; lot++) {
        const onHand = 5 + ((n * 7 + lot * 13) % 200)
        statements.push({
          sql: 'INSERT INTO stock_lots (id, code, lot, expiry, location_id, on_hand, reserved, available) VALUES (?, ?, ?, ?, ?, ?, 0, ?)',
          args: [
            randomUUID(),
            `BS ${String(n).padStart(6, '0')}`,
            `L${n}-${lot}`,
            expiryIn(2 + lot * 9 + (n % 12)),
            String(location.id),
            onHand,
            onHand,
          ],
        })
      }
    }
    await client.batch(statements, 'write')
  }
  console.log(`seeded ${codes} codes × ${lotsPerCode} lots in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`)

  const query = stockReportQuerySchema.parse({})
  async function time(name: string, run: () => Promise<number>): Promise<void> {
    await run()
    const times: number[] = []
    let size = 0
    for (let n = 0; n < RUNS; n++) {
      const start = performance.now()
      size = await run()
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    console.log(`${name}: ${size.toLocaleString('en-IN')} bytes, median ${times[2]!.toFixed(0)} ms, slowest ${times[4]!.toFixed(0)} ms`)
  }
  await time('JSON report', async () => JSON.stringify(await stockReport(payload, query)).length)
  await time(
    'CSV report',
    async () => (await new Response(stockReportCsv((await stockReport(payload, query)).data)).arrayBuffer()).byteLength,
  )
  await time('JSON, below reorder level', async () => JSON.stringify(await stockReport(payload, { ...query, belowReorder: 'true' })).length)
} finally {
  await cleanup()
}
process.exit(0)
