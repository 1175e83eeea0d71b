import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { HttpError } from '../../lib/http-errors'
import { updateWhere } from '../orders/atomic'

/** How long a hold lasts unless given back: far longer than placing one order takes, short enough after a crash. */
const HOLD_MS = 10_000
/** How long an order waits for the account's hold before giving up (more than a hold lasts). */
const WAIT_MS = 15_000
const RETRY_MS = { min: 10, max: 60 }

const ACCOUNT_BUSY = 'Another order on this account is being placed. Please try again in a moment.'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Takes the account's hold for `holder`: a conditional update of its row when the last hold has ended, or the row's
 * first insert (unique `customerId`); true when this caller now holds it. The database decides, so this holds across
 * processes and on SQLite and MongoDB alike.
 */
async function tryTake(payload: Payload, customerId: string, holder: string): Promise<boolean> {
  const now = Date.now()
  const taken = await updateWhere(
    payload,
    'credit-holds',
    { and: [{ customerId: { equals: customerId } }, { until: { less_than: now } }] },
    { holder, until: now + HOLD_MS },
  )
  if (taken) return true
  try {
    await payload.db.create({ collection: 'credit-holds', data: { customerId, holder, until: now + HOLD_MS }, req: {} })
    return true
  } catch (error) {
    const exists = await payload.db.findOne({ collection: 'credit-holds', where: { customerId: { equals: customerId } }, req: {} })
    if (exists) return false
    throw error
  }
}

/**
 * Runs `work` (check the credit, then write the order) while holding the account, so two orders on one account are
 * checked and placed one after the other: the second sees the first. Waits its turn; 503 if the account stays busy.
 */
export async function withAccountHold<T>(payload: Payload, customerId: string, work: () => Promise<T>): Promise<T> {
  const holder = randomUUID()
  const giveUpAt = Date.now() + WAIT_MS
  while (!(await tryTake(payload, customerId, holder))) {
    if (Date.now() > giveUpAt) throw new HttpError(503, { message: ACCOUNT_BUSY }, { 'Retry-After': '5' })
    await pause(RETRY_MS.min + Math.random() * (RETRY_MS.max - RETRY_MS.min))
  }
  try {
    return await work()
  } finally {
    await updateWhere(
      payload,
      'credit-holds',
      { and: [{ customerId: { equals: customerId } }, { holder: { equals: holder } }] },
      { until: 0 },
    ).catch(() => null)
  }
}
