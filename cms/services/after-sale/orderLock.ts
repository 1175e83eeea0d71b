import type { PayloadRequest, Where } from 'payload'

import { conflict } from '../../lib/http-errors'
import { updateWhere } from '../orders/atomic'

/** The order field that holds the lease (collections/Orders/returnRequestLock.ts). */
const LEASE_FIELD = 'returnRequestsLockedUntil'
/** Longer than checking and recording one request takes; a process that dies holding the lease frees it after this. */
const LEASE_MS = 30_000
/** How long a request waits for the one before it before answering 409. */
const WAIT_MS = 10_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Takes the order's lease when nobody holds it or its holder's lease ran out: one conditional write decided by the
 * database (an UPDATE … WHERE on SQL, findOneAndUpdate on MongoDB), so of several processes exactly one gets it.
 * Written outside the request's transaction, so the others see it at once.
 */
async function takeLease(req: PayloadRequest, orderId: string): Promise<string | null> {
  const now = new Date()
  const until = new Date(now.getTime() + LEASE_MS).toISOString()
  const free: Where = {
    or: [{ [LEASE_FIELD]: { exists: false } }, { [LEASE_FIELD]: { equals: null } }, { [LEASE_FIELD]: { less_than: now.toISOString() } }],
  }
  const taken = await updateWhere(req.payload, 'orders', { and: [{ id: { equals: orderId } }, free] }, { [LEASE_FIELD]: until })
  return taken ? until : null
}

/** Gives the lease back, unless it ran out and another request took it since. */
async function releaseLease(req: PayloadRequest, orderId: string, until: string): Promise<void> {
  await updateWhere(
    req.payload,
    'orders',
    { and: [{ id: { equals: orderId } }, { [LEASE_FIELD]: { equals: until } }] },
    { [LEASE_FIELD]: null },
  )
}

/**
 * Runs `work` while holding the order's return-request lease, so that two requests for the same order (from any server
 * process) check what is left and record themselves one after the other, never both against the same figures. A
 * request that cannot get the lease within WAIT_MS gets a 409 to try again.
 */
export async function whileHoldingOrderForReturns<T>(
  req: PayloadRequest,
  order: { id: string; orderId?: string | null },
  work: () => Promise<T>,
) {
  const deadline = Date.now() + WAIT_MS
  let until = await takeLease(req, order.id)
  for (let attempt = 1; !until; attempt += 1) {
    if (Date.now() > deadline) {
      throw conflict({
        message: `Another return request for order ${order.orderId ?? order.id} is being recorded. Please try again in a moment.`,
      })
    }
    await pause(Math.min(10 * attempt, 100) * (0.5 + Math.random()))
    until = await takeLease(req, order.id)
  }
  try {
    return await work()
  } finally {
    await releaseLease(req, order.id, until).catch((error: Error) =>
      req.payload.logger.warn(
        `Order ${order.orderId ?? order.id}: the return-request lease was not given back (${error.message}); it ends by itself.`,
      ),
    )
  }
}
