import { createLocalReq, type Payload, type PayloadRequest, type Where } from 'payload'

import { UNPAID_HOLD_MINUTES } from '../../contract/stock'
import { inOneShortTransaction, updateWhere } from '../../database'
import type { Order } from '../../payload-types'
import { whileHolding } from '../lease'
import { outstandingReservations, releaseReservations, reserveForOrder, ReservationRefused, type ReservationLine } from './reservations'
import { stockChangeCommitted } from './stock-changes'

/**
 * An ONLINE order reserves its stock when placed, before it is paid. When its payment is not completed within the
 * site's minutes, its reservation lapses: the units go back to sale, the order stays (marked `stockHold.lapsedAt`).
 * A payment that comes later reserves again; what is no longer there is noted on the order for staff.
 */

/** Orders looked at per sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100

/** One order's hold changes one process at a time: its lapse and a late payment's reservation never interleave. */
const holdOptions = {
  holdMs: 30_000,
  waitMs: 20_000,
  busy: () => new Error('The stock hold of this order is being changed by another process'),
}
const holdKey = (orderId: string) => `stock-hold:${orderId}`

/** A code the late payment could not reserve in full: how many units it lacks. */
export type ShortCode = { code: string; missing: number }

async function minutesToPay(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    select: { releaseUnpaidAfterMinutes: true },
    depth: 0,
    overrideAccess: true,
  })
  return Math.max(UNPAID_HOLD_MINUTES.min, settings.releaseUnpaidAfterMinutes ?? UNPAID_HOLD_MINUTES.default)
}

/** The order's entry in the audit trail for a change the shop made by itself. */
async function auditHold(req: PayloadRequest, order: Order, summary: string, to: string): Promise<void> {
  await req.payload.create({
    collection: 'audit-entries',
    data: {
      source: 'orders',
      documentId: String(order.id),
      documentLabel: order.orderId ?? String(order.id),
      action: 'update',
      summary,
      changes: [{ path: 'stockHold', label: 'Stock hold', from: null, to }],
      by: null,
      byEmail: 'system',
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * Lets an unpaid order's reservation lapse: marks the order first, only while it is still ORDERED and unpaid (so a
 * payment recorded before wins, and one recorded after finds the mark and reserves again), then releases its units
 * with the reason "payment not completed". False when the order was paid, cancelled or marked meanwhile.
 */
async function lapseHold(payload: Payload, orderId: string, minutes: number): Promise<boolean> {
  return whileHolding(payload, holdKey(orderId), holdOptions, async () => {
    const req = await createLocalReq({}, payload)
    // The mark and the release commit together: a process stopped between them would leave the order marked and its
    // units held, and no later sweep would look at it again.
    const released = await inOneShortTransaction(req, async () => {
      const marked = await updateWhere<Order>(
        payload,
        'orders',
        {
          and: [
            { orderId: { equals: orderId } },
            { status: { equals: 'ORDERED' } },
            { paymentStatus: { not_equals: 'PAID' } },
            { 'stockHold.lapsedAt': { exists: false } },
          ],
        },
        { stockHold: { lapsedAt: new Date().toISOString() } },
        req,
      )
      if (!marked) return null
      const movements = await releaseReservations(req, orderId, 'payment-not-completed')
      const units = movements.reduce((sum, { movement }) => sum - movement.quantity, 0)
      await auditHold(
        req,
        marked,
        `Order ${orderId}: payment not completed within ${minutes} minutes; ${units} reserved unit${units === 1 ? '' : 's'} released`,
        'lapsed',
      )
      return movements
    })
    if (!released) return false
    if (released.length > 0) stockChangeCommitted(req)
    return true
  })
}

/** What the order still needs reserved: its lines per code, less what it still holds. */
async function linesToReserve(req: PayloadRequest, order: Order): Promise<ReservationLine[]> {
  const wanted = new Map<string, number>()
  for (const line of order.lines ?? []) if (line.code) wanted.set(line.code, (wanted.get(line.code) ?? 0) + line.quantity)
  for (const held of await outstandingReservations(req, order.orderId!)) {
    wanted.set(held.code, (wanted.get(held.code) ?? 0) - held.quantity)
  }
  return [...wanted].filter(([, quantity]) => quantity > 0).map(([code, quantity]) => ({ code, quantity }))
}

/** How many times a late payment's reservation is made again with less of the codes found short. */
const SHORT_TRIES = 5

/**
 * Reserves `lines` through the order path's own reservation; a code that cannot be covered is reserved for what is
 * there. Returns the codes left short and by how many units.
 */
async function reserveWhatIsThere(req: PayloadRequest, orderId: string, lines: ReservationLine[]): Promise<ShortCode[]> {
  const target = new Map(lines.map((line) => [line.code, line.quantity]))
  for (let attempt = 1; attempt <= SHORT_TRIES; attempt++) {
    const left = [...target].filter(([, quantity]) => quantity > 0).map(([code, quantity]) => ({ code, quantity }))
    if (left.length === 0) break
    try {
      await reserveForOrder(req, { document: orderId, lines: left })
      break
    } catch (error) {
      if (!(error instanceof ReservationRefused) || attempt === SHORT_TRIES) throw error
      for (const { code, available } of error.lines) target.set(code, Math.min(target.get(code) ?? 0, Math.max(0, available)))
    }
  }
  return lines.map(({ code, quantity }) => ({ code, missing: quantity - (target.get(code) ?? 0) })).filter(({ missing }) => missing > 0)
}

/** The staff's note on an order paid after its hold lapsed. */
export function latePaymentNote(short: readonly ShortCode[]): string {
  if (short.length === 0) return 'Paid after its hold lapsed; its stock is reserved again.'
  return `Paid after its hold lapsed; ${short.map(({ code, missing }) => `${missing} of ${code}`).join(', ')} short.`
}

/**
 * After an order whose hold lapsed is paid: reserves its stock again, once, and notes what could not be reserved (the
 * payment stays recorded whatever stock there is; shipping shows the short lines in its pick suggestion). Null when
 * the order needs nothing (not lapsed, not paid, no longer ORDERED, or done already).
 */
export async function holdAgainAfterLatePayment(payload: Payload, orderId: string): Promise<ShortCode[] | null> {
  return whileHolding(payload, holdKey(orderId), holdOptions, async () => {
    const { docs } = await payload.find({
      collection: 'orders',
      where: { orderId: { equals: orderId } },
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
    })
    const order = docs[0]
    if (!order || order.status !== 'ORDERED' || order.paymentStatus !== 'PAID') return null
    if (!order.stockHold?.lapsedAt || order.stockHold.reheldAt) return null
    const req = await createLocalReq({}, payload)
    const short = await reserveWhatIsThere(req, orderId, await linesToReserve(req, order))
    const note = latePaymentNote(short)
    await updateWhere(payload, 'orders', { id: { equals: order.id } }, { stockHold: { reheldAt: new Date().toISOString(), note } })
    await auditHold(req, order, `Order ${orderId}: ${note}`, short.length === 0 ? 'reserved again' : 'short')
    if (short.length > 0) payload.logger.warn(`Order ${orderId}: ${note}`)
    return short
  })
}

/** Orders by `where`, oldest first, their readable ids only. */
async function orderIds(payload: Payload, where: Where): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where,
    select: { orderId: true },
    sort: 'createdAt',
    depth: 0,
    limit: SWEEP_BATCH,
    overrideAccess: true,
  })
  return docs.map((order) => order.orderId).filter((id): id is string => Boolean(id))
}

/**
 * One sweep, as of `now`: every ONLINE order still ORDERED and unpaid, placed more than the site's minutes ago, whose
 * hold has not lapsed yet, gives its reserved stock back; and every order paid after its hold lapsed that was not
 * reserved again (its process stopped before) is reserved again. Safe to run in several processes at once.
 */
export async function sweepUnpaidHolds(payload: Payload, now = new Date()): Promise<{ lapsed: string[]; reheld: string[] }> {
  const minutes = await minutesToPay(payload)
  const placedBefore = new Date(now.getTime() - minutes * 60_000).toISOString()
  const [unpaid, paidLate] = await Promise.all([
    orderIds(payload, {
      and: [
        { status: { equals: 'ORDERED' } },
        { paymentType: { equals: 'ONLINE' } },
        { paymentStatus: { not_equals: 'PAID' } },
        { createdAt: { less_than: placedBefore } },
        { 'stockHold.lapsedAt': { exists: false } },
      ],
    }),
    orderIds(payload, {
      and: [
        { status: { equals: 'ORDERED' } },
        { paymentStatus: { equals: 'PAID' } },
        { 'stockHold.lapsedAt': { exists: true } },
        { 'stockHold.reheldAt': { exists: false } },
      ],
    }),
  ])
  const lapsed: string[] = []
  for (const orderId of unpaid) if (await eachOrder(payload, orderId, () => lapseHold(payload, orderId, minutes))) lapsed.push(orderId)
  const reheld: string[] = []
  for (const orderId of paidLate)
    if (await eachOrder(payload, orderId, () => holdAgainAfterLatePayment(payload, orderId))) reheld.push(orderId)
  return { lapsed, reheld }
}

/** One order's part of a sweep: a failure is logged and left for the next sweep, the other orders go on. */
async function eachOrder(payload: Payload, orderId: string, work: () => Promise<unknown>): Promise<boolean> {
  try {
    return Boolean(await work())
  } catch (error) {
    payload.logger.error({ err: error, msg: `Order ${orderId}: its stock hold was not changed; the next sweep tries again` })
    return false
  }
}
