import type { Payload } from 'payload'

import { env } from '../../../env'
import { isLongRunningServer } from '../../../lib/long-running'
import { claimTask } from '../../lease'
import type { RegistrationPortal } from './portal'
import { onWake } from './wake'
import { workQueue } from './work'

/** The lease a period's pass is claimed under: the first process to take it works the queue in that period. */
const passKey = (period: number) => `einvoice-queue:${period}`

/** How long after a document is queued the process that queued it works the queue (several at once make one pass). */
const WAKE_MS = 250

/**
 * In the shop's server processes, every `EINVOICE_QUEUE_MS` (10 s) each process offers to work the e-invoice queue;
 * the first to claim the period's lease does. A process that has just queued a document works the queue a moment later
 * (`workQueueSoon`) rather than at the next period: each document is still sent under its own claim, once. Registration
 * never happens inside a staff member's request. Returns what stops it (tests).
 */
export function startEInvoiceQueue(payload: Payload, portal: RegistrationPortal): () => void {
  if (!isLongRunningServer()) return () => undefined
  const { EINVOICE_QUEUE_MS: every, EINVOICE_30_DAY_LIMIT: thirtyDayLimit } = env()
  const work = async () => {
    const run = await workQueue(payload, portal, { retryBaseMs: every, thirtyDayLimit })
    if (run.registered.length > 0) payload.logger.info(`E-invoices registered: ${run.registered.join(', ')}`)
    if (run.cancelled.length > 0) payload.logger.info(`IRNs cancelled: ${run.cancelled.join(', ')}`)
    if (run.ewayBills.length > 0) payload.logger.info(`E-way bills generated: ${run.ewayBills.join(', ')}`)
    if (run.retried.length > 0) payload.logger.warn(`E-invoice portal unavailable; will retry: ${run.retried.join(', ')}`)
    if (run.failed.length > 0) payload.logger.warn(`E-invoices refused (see the tax documents): ${run.failed.join(', ')}`)
  }
  const pass = async () => {
    const period = Math.floor(Date.now() / every)
    if (await claimTask(payload, passKey(period), 2 * every)) await work()
  }
  const failed = (error: Error) => payload.logger.error(`Working the e-invoice queue: ${error.message}`)
  let stopped = false
  let periodTimer: NodeJS.Timeout | undefined
  let soonTimer: NodeJS.Timeout | undefined
  const next = () => {
    if (stopped) return
    periodTimer = setTimeout(() => {
      pass().catch(failed).finally(next)
    }, every).unref()
  }
  onWake(() => {
    if (stopped || soonTimer) return
    soonTimer = setTimeout(() => {
      soonTimer = undefined
      work().catch(failed)
    }, WAKE_MS).unref()
  })
  next()
  return () => {
    stopped = true
    clearTimeout(periodTimer)
    clearTimeout(soonTimer)
    onWake(null)
  }
}
