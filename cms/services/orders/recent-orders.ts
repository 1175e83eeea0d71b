import type { Payload, Where } from 'payload'

import type { Product as ProductAnswer } from '../../contract/catalogue'
import { RECENT_ORDERS } from '../../contract/limits'

const DAY_MS = 24 * 60 * 60 * 1000

/** The counts are read again at most this often, in the background: a product read never waits for it but the first. */
const RECOUNT_EVERY_MS = 15 * 60 * 1000
/** After a failed count, the next read tries again this soon. */
const RETRY_AFTER_MS = 60 * 1000
/** Orders read per query. */
const PAGE_SIZE = 1_000

/** Orders that bought something: not cancelled, and not an online payment that failed or was cancelled. */
const boughtSince = (since: Date): Where => ({
  and: [
    { createdAt: { greater_than_equal: since.toISOString() } },
    { status: { not_equals: 'CANCELLED' } },
    { paymentStatus: { not_in: ['FAILED', 'CANCELLED'] } },
  ],
})

/**
 * How many orders of the `RECENT_ORDERS.days` days before `now` bought each product (by product id): orders that are
 * not cancelled and whose payment did not fail, counting an order once however many of its lines name the product. A
 * free replacement (its lines cost nothing) is not a purchase and is left out.
 */
export async function countRecentOrders(payload: Payload, now: Date = new Date()): Promise<Map<string, number>> {
  const where = boughtSince(new Date(now.getTime() - RECENT_ORDERS.days * DAY_MS))
  const counts = new Map<string, number>()
  for (let page = 1; ; page += 1) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'orders',
      where,
      select: { lines: { product: true, lineTotal: true } },
      depth: 0,
      page,
      limit: PAGE_SIZE,
      sort: 'createdAt',
      overrideAccess: true,
    })
    for (const order of docs) {
      const products = new Set((order.lines ?? []).flatMap((line) => (line.product && line.lineTotal > 0 ? [String(line.product)] : [])))
      for (const product of products) counts.set(product, (counts.get(product) ?? 0) + 1)
    }
    if (!hasNextPage) return counts
  }
}

/**
 * What a product page may say of `count` orders: null below `RECENT_ORDERS.shownFrom`, else the count rounded down to
 * 10, 20, 50, 100, 200, 500, 1,000, … ("50+ orders"), so the figure is true and changes only now and then.
 */
export function recentOrdersShown(count: number): number | null {
  if (count < RECENT_ORDERS.shownFrom) return null
  let shown: number = RECENT_ORDERS.shownFrom
  for (let scale = 1; scale <= count; scale *= 10) {
    for (const step of [1, 2, 5]) if (step * scale <= count) shown = Math.max(shown, step * scale)
  }
  return shown
}

type Held = { counts: ReadonlyMap<string, number>; countedAt: number }
type Holder = { held?: Held; counting?: Promise<Held> }

/** One holder per process (on globalThis): Next.js may load this module once per route bundle. */
const HOLDER_KEY = Symbol.for('nuvo.shop.recentOrders')
const holder: Holder = ((globalThis as Record<symbol, unknown>)[HOLDER_KEY] as Holder | undefined) ?? {}
;(globalThis as Record<symbol, unknown>)[HOLDER_KEY] = holder

function recount(payload: Payload): Promise<Held> {
  holder.counting ??= countRecentOrders(payload)
    .then(
      (counts) => (holder.held = { counts, countedAt: Date.now() }),
      (error: unknown) => {
        console.error('counting the recent orders of each product failed; trying again in a minute', error)
        const previous = holder.held ?? { counts: new Map(), countedAt: 0 }
        return (holder.held = { ...previous, countedAt: Date.now() - RECOUNT_EVERY_MS + RETRY_AFTER_MS })
      },
    )
    .finally(() => {
      holder.counting = undefined
    })
  return holder.counting
}

/**
 * The per-product counts of recent orders this process holds: counted on first use, then again in the background
 * once they are `RECOUNT_EVERY_MS` old (readers keep the previous counts meanwhile).
 */
async function recentOrderCounts(payload: Payload): Promise<ReadonlyMap<string, number>> {
  const held = holder.held
  if (!held) return (await recount(payload)).counts
  if (Date.now() - held.countedAt > RECOUNT_EVERY_MS) void recount(payload)
  return held.counts
}

/** `product` as `POST /product/single` answers it: with its figure of recent orders (null when too few to show). */
export async function withRecentOrders(payload: Payload, product: ProductAnswer): Promise<ProductAnswer> {
  const counts = await recentOrderCounts(payload)
  return { ...product, recentOrders: recentOrdersShown(counts.get(product._id) ?? 0) }
}
