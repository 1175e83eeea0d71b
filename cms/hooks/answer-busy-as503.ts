import type { AfterErrorHook } from 'payload'

import { databaseBusyIn } from '../database'

/**
 * Payload's REST API answers a write that could not get the database in time with 503 and the shop's message, not a
 * 500 (the production server adds Retry-After to every 503).
 */
export const answerBusyAs503: AfterErrorHook = ({ error }) => {
  const busy = databaseBusyIn(error)
  return busy ? { status: busy.status, response: { errors: [{ message: String(busy.body.message) }] } } : undefined
}
