import { randomUUID } from 'node:crypto'

import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { Payload } from 'payload'
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterMongo, type RateLimiterAbstract } from 'rate-limiter-flexible'

import type { RateLimitRule } from './limits'

export type RateLimitStore = 'database' | 'memory'

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

/** MongoDB keeps the counters in a collection of rate-limiter-flexible's own shape, with a TTL index on `expire`. */
const MONGO_COLLECTION = 'rate_limiter'

/**
 * A fixed-window limiter of `rule` for one bucket. With the database store every process and server on the shop's
 * database counts together, in one atomic statement per request (an upsert on SQLite, `findOneAndUpdate` on
 * MongoDB). See docs/decisions/015-shared-stores.md.
 */
export function createLimiter(payload: Payload, keyPrefix: string, rule: RateLimitRule, store: RateLimitStore): RateLimiterAbstract {
  const options = { keyPrefix, points: rule.limit, duration: rule.windowSeconds }
  if (store === 'memory') return new RateLimiterMemory(options)
  if (payload.db.name === 'mongoose') {
    const connection = (payload.db as unknown as { connection: unknown }).connection
    return new RateLimiterMongo({ ...options, storeClient: connection, tableName: MONGO_COLLECTION })
  }
  const drizzle = (payload.db as unknown as { drizzle: unknown }).drizzle
  return new RateLimiterDrizzle({ ...options, storeClient: drizzle, schema: rateLimitsTable })
}
