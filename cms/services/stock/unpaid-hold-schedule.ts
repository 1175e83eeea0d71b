import type { Payload } from 'payload'

import { env } from '../../env'
import { isLongRunningServer } from '../../lib/long-running'
import { claimTask } from '../lease'
import { sweepUnpaidHolds } from './unpaid-holds'

/** The lease a period's sweep is claimed under: the first process to take it sweeps that period. */
const sweepKey = (period: number) => `unpaid-holds:${period}`

/**
 * In the shop's server processes, every `UNPAID_HOLD_SWEEP_MS` (a minute) each process offers to sweep unpaid online
 * orders (services/stock/unpaid-holds.ts); the first to claim the period's lease sweeps, the others wait for the next.
 */
export function startUnpaidHoldSweep(payload: Payload): void {
  if (!isLongRunningServer()) return
  const every = env().UNPAID_HOLD_SWEEP_MS
  const sweep = async () => {
    const period = Math.floor(Date.now() / every)
    if (!(await claimTask(payload, sweepKey(period), 2 * every))) return
    const { lapsed, reheld } = await sweepUnpaidHolds(payload)
    if (lapsed.length > 0) payload.logger.info(`Stock released for ${lapsed.length} unpaid online order(s): ${lapsed.join(', ')}`)
    if (reheld.length > 0) payload.logger.info(`Stock reserved again for ${reheld.length} order(s) paid late: ${reheld.join(', ')}`)
  }
  const next = () => {
    setTimeout(() => {
      sweep()
        .catch((error: Error) => payload.logger.error(`Sweeping unpaid online orders: ${error.message}`))
        .finally(next)
    }, every).unref()
  }
  next()
}
