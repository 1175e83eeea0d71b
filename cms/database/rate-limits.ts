import type { Payload } from 'payload'
import { RateLimiterMongo, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { sqliteRateLimiter } from './sqlite/rate-limits'
import type { LimiterOptions } from './limiter-options'

export type { LimiterOptions } from './limiter-options'

/** MongoDB keeps the counters in a collection of rate-limiter-flexible's own shape, with a TTL index on `expire`. */
const MONGO_COLLECTION = 'rate_limiter'

/**
 * A fixed-window limiter counting in the shop's database, so every process and server counts together, in one atomic
 * statement per request: an upsert on SQLite, `findOneAndUpdate` on MongoDB (docs/decisions/015-shared-stores.md).
 */
export function databaseRateLimiter(payload: Payload, options: LimiterOptions): RateLimiterAbstract {
  if (payload.db.name !== 'mongoose') return sqliteRateLimiter(payload, options)
  const connection = (payload.db as unknown as { connection: unknown }).connection
  return new RateLimiterMongo({ ...options, storeClient: connection, tableName: MONGO_COLLECTION })
}
