import type { PayloadRequest } from 'payload'

import { conflict } from '../../lib/http-errors'
import { whileHolding } from '../lease'

/** Longer than checking and recording one request takes; renewed while it runs, freed after this if its process dies. */
const LEASE_MS = 30_000
/** How long a request waits for the one before it before answering 409. */
const WAIT_MS = 10_000

/**
 * Runs `work` while holding the order's return-request lease, so that two requests for the same order (from any server
 * process) check what is left and record themselves one after the other, never both against the same figures. A
 * request that cannot get the lease within WAIT_MS gets a 409 to try again.
 */
export function whileHoldingOrderForReturns<T>(
  req: PayloadRequest,
  order: { id: string; orderId?: string | null },
  work: () => Promise<T>,
) {
  return whileHolding(
    req.payload,
    `return-requests:${order.id}`,
    {
      holdMs: LEASE_MS,
      waitMs: WAIT_MS,
      busy: () =>
        conflict({
          message: `Another return request for order ${order.orderId ?? order.id} is being recorded. Please try again in a moment.`,
        }),
    },
    work,
  )
}
