import { randomUUID } from 'node:crypto'

import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { Payload } from 'payload'
import { RateLimiterDrizzle } from 'rate-limiter-flexible'

import type { LimiterOptions } from '../limiter-options'

/**
 * The table of the `rate-limits` collection (cms/collections/RateLimits.ts) as rate-limiter-flexible's Drizzle store
 * reads it: `expire` is kept as milliseconds and handed to the library as a Date; ids are UUIDs, as Payload's.
 */
const rateLimitsTable = sqliteTable('rate_limits', {
  id: text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID()),
  key: text('key').notNull(),
  points: integer('points').notNull(),
  expire: integer('expire', { mode: 'timestamp_ms' }),
})

/** Counters in the `rate_limits` table, one upsert per request. */
export function sqliteRateLimiter(payload: Payload, options: LimiterOptions): RateLimiterDrizzle {
  const drizzle = (payload.db as unknown as { drizzle: unknown }).drizzle
  return new RateLimiterDrizzle({ ...options, storeClient: drizzle, schema: rateLimitsTable })
}
