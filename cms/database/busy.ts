import { HttpError } from '../lib/http-errors'

export const DATABASE_BUSY_MESSAGE = 'The shop is busy saving other changes. Please try again in a few seconds.'

/** Seconds a client is asked to wait before trying a refused write again. */
export const BUSY_RETRY_AFTER_SECONDS = 5

/**
 * A write that could not get the database's write lock in time: nothing of it was written. Answered 503 with
 * Retry-After by the shop API (`handle`) and by Payload's REST API (its `status`; the server adds the header).
 */
export class DatabaseBusy extends HttpError {
  constructor() {
    super(503, { message: DATABASE_BUSY_MESSAGE }, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) })
    this.name = 'DatabaseBusy'
  }
}

/** The DatabaseBusy behind `error`, also when a query builder wrapped it (drizzle's `cause`). */
export function databaseBusyIn(error: unknown): DatabaseBusy | null {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (cause instanceof DatabaseBusy) return cause
    cause = (cause as { cause?: unknown }).cause
  }
  return null
}
