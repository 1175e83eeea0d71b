import type { Payload } from 'payload'
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { databaseRateLimiter } from '../../database'
import type { RateLimitRule } from './limits'

export type RateLimitStore = 'database' | 'memory'

/**
 * A fixed-window limiter of `rule` for one bucket. With the database store every process and server on the shop's
 * database counts together, in one atomic statement per request (`databaseRateLimiter`). See
 * docs/decisions/015-shared-stores.md.
 */
export function createLimiter(payload: Payload, keyPrefix: string, rule: RateLimitRule, store: RateLimitStore): RateLimiterAbstract {
  const options = { keyPrefix, points: rule.limit, duration: rule.windowSeconds }
  return store === 'memory' ? new RateLimiterMemory(options) : databaseRateLimiter(payload, options)
}
