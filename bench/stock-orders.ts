/**
 * npm run bench:stock-orders [-- --pairs 12] [-- --seconds 1] [-- --concurrency 16]
 *
 * What tracking stock costs a COD order, without HTTP: the order path itself (`placeOrder`: the cart claimed, the
 * units reserved, the order written, one transaction) on a temporary SQLite file, for a product that tracks stock and
 * one that does not, side by side in one process. Rounds of each kind take turns in pairs (tracked, not, not,
 * tracked; `--seconds` each, `--concurrency` orders at a time), so a machine that slows down or speeds up weighs on
 * both alike; each pair gives a share (tracked orders per second over untracked), and the median share is reported,
 * with the CPU per order and the statements each kind runs. Target: tracked orders at least 90 % of untracked.
 *
 * `bench:api` measures the same through HTTP (cart/create + order/create); its rounds are fewer and longer, and on a
 * small shared machine its figures move by ±15 % from run to run, which this bench's pairing cancels.
 */
import { parseArgs } from 'node:util'

import { createLocalReq, type Payload } from 'payload'

import { placeOrder } from '../cms/services/orders/place-order'
import { receiveStock } from '../cms/services/stock'
import type { Address, Product } from '../cms/payload-types'
import { makeAddress, makeCustomer, makeProduct, makeStaff } from '../tests/helpers/fixtures'
import { freshPayload } from '../tests/helpers/local-payload'

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '12' },
    seconds: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '16' },
  },
})
const pairs = Number(values.pairs)
const seconds = Number(values.seconds)
const concurrency = Number(values.concurrency)
if (![pairs, seconds, concurrency].every((n) => Number.isFinite(n) && n > 0))
  throw new Error('--pairs, --seconds and --concurrency take positive numbers')

type Kind = 'tracked' | 'untracked'
type Round = { perSecond: number; cpuMs: number }

/** Counts the statements Payload's SQLite adapter runs (its query logger), while `counting` is set. */
function countStatements(payload: Payload) {
  const counter = { counting: false, statements: 0 }
  const logger = { logQuery: () => void (counter.counting && (counter.statements += 1)) }
  const session = (payload.db as unknown as { drizzle: { session: { logger: unknown; options: { logger?: unknown } } } }).drizzle.session
  session.logger = logger
  session.options.logger = logger
  return counter
}

const quiet = <T>(work: () => Promise<T>): Promise<T> => {
  const { log, info } = console
  console.log = console.info = () => undefined
  return work().finally(() => Object.assign(console, { log, info }))
}

const { payload, cleanup } = await freshPayload('bench-stock-orders')
try {
  const staff = await makeStaff(payload, ['admin'])
  const products: Record<Kind, { product: Product; code: string }> = {
    tracked: await productWithCode(),
    untracked: await productWithCode(),
  }
  await payload.update({ collection: 'products', id: products.tracked.product.id, data: { tracksStock: true } })
  // Enough units that no order is refused.
  await receiveStock(await createLocalReq({ user: staff as never }, payload), {
    lines: [{ code: products.tracked.code, lot: 'BENCH-1', expiry: '2099-12', quantity: 10_000_000 }],
  })
  const customer = await makeCustomer(payload)
  const address: Address = await makeAddress(payload, customer)
  const counter = countStatements(payload)

  /** One order of one unit of the kind's code, from a new cart, as the shop API places it. */
  async function order(kind: Kind): Promise<void> {
    const { product, code } = products[kind]
    const cart = await payload.create({
      collection: 'carts',
      data: { customer: customer.id, lines: [{ product: product.id, size: '3-0', code, quantity: 1 }] } as never,
      depth: 0,
    })
    const req = await createLocalReq({ user: customer as never }, payload)
    // The order amount is in rupees; catalogue prices are kept in paise.
    const orderAmount = product.variants![0]!.codes![0]!.discountedPrice! / 100
    await placeOrder(
      req,
      customer as never,
      { cartId: String(cart.id), addressId: String(address.id), paymentType: 'COD', orderAmount } as never,
    )
  }

  async function round(kind: Kind, length: number): Promise<Round> {
    const until = performance.now() + length * 1000
    let placed = 0
    const cpu = process.cpuUsage()
    const started = performance.now()
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          await order(kind)
          placed += 1
        }
      }),
    )
    const used = process.cpuUsage(cpu)
    return { perSecond: (placed * 1000) / (performance.now() - started), cpuMs: (used.user + used.system) / 1000 / placed }
  }

  async function statementsPerOrder(kind: Kind): Promise<number> {
    counter.statements = 0
    counter.counting = true
    await order(kind)
    counter.counting = false
    return counter.statements
  }

  const results = await quiet(async () => {
    // Warming up: both paths compiled, the availability of the tracked code read.
    await round('tracked', 2)
    await round('untracked', 2)
    const shares: number[] = []
    const rounds: Record<Kind, Round[]> = { tracked: [], untracked: [] }
    for (let pair = 0; pair < pairs; pair++) {
      const first = await round('tracked', seconds)
      const second = await round('untracked', seconds)
      const third = await round('untracked', seconds)
      const fourth = await round('tracked', seconds)
      rounds.tracked.push(first, fourth)
      rounds.untracked.push(second, third)
      shares.push((first.perSecond + fourth.perSecond) / (second.perSecond + third.perSecond))
    }
    const statements = { tracked: await statementsPerOrder('tracked'), untracked: await statementsPerOrder('untracked') }
    // The availability refresh the last orders started ends before the database closes.
    await new Promise((resolve) => setTimeout(resolve, 500))
    return { shares, rounds, statements }
  })

  const mean = (list: number[]) => list.reduce((sum, each) => sum + each, 0) / list.length
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!
  const percent = (share: number) => `${(share * 100).toFixed(0)} %`
  console.log(`\nCOD orders through placeOrder, ${concurrency} at a time, ${pairs} pairs of ${seconds} s rounds:\n`)
  console.log('| kind | orders/s (mean) | CPU ms per order (mean) | statements per cart and order |')
  console.log('|:--|--:|--:|--:|')
  for (const kind of ['tracked', 'untracked'] as const) {
    const list = results.rounds[kind]
    console.log(
      `| stock ${kind === 'tracked' ? 'tracked' : 'not tracked'} | ${mean(list.map((r) => r.perSecond)).toFixed(0)} | ${mean(list.map((r) => r.cpuMs)).toFixed(2)} | ${results.statements[kind]} |`,
    )
  }
  const share = median(results.shares)
  console.log(`\nShare of each pair: ${results.shares.map(percent).join(', ')}`)
  console.log(`\n  ${share >= 0.9 ? 'PASS' : 'FAIL'} tracked COD orders: ${percent(share)} of untracked (median of the pairs; ≥ 90 %)`)
} finally {
  await cleanup()
}

async function productWithCode(): Promise<{ product: Product; code: string }> {
  const product = await makeProduct(payload)
  return { product, code: product.variants![0]!.codes![0]!.shortCode }
}
