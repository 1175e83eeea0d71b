import type { PayloadRequest } from 'payload'
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { tooManyRequests } from '../../lib/http-errors'
import { env } from '../../env'
import { countRateLimitRefusal } from '../observability'
import { clientIp } from './client-ip'
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_ENV, type RateLimitBucket, type RateLimitRule } from './limits'
import { createLimiter } from './store'

export { clientIp } from './client-ip'
export { type RateLimitBucket } from './limits'

function ruleFor(bucket: RateLimitBucket): RateLimitRule {
  const configured = env()[RATE_LIMIT_ENV[bucket]]
  if (!configured) return DEFAULT_RATE_LIMITS[bucket]
  const [limit, windowSeconds] = configured.split('/').map(Number)
  return { limit, windowSeconds }
}

/** One limiter per bucket and process, on globalThis: Next.js may load this module once per route bundle. */
const LIMITERS_KEY = Symbol.for('nuvo.shop.rateLimiters')
const limiters: Map<string, RateLimiterAbstract> =
  ((globalThis as Record<symbol, unknown>)[LIMITERS_KEY] as Map<string, RateLimiterAbstract> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[LIMITERS_KEY] = new Map<string, RateLimiterAbstract>())

function limiterFor(req: Caller, bucket: RateLimitBucket, store = env().RATE_LIMIT_STORE): RateLimiterAbstract {
  const name = `${store}:${bucket}`
  let limiter = limiters.get(name)
  if (!limiter) {
    limiter = createLimiter(req.payload, `rate-limit:${bucket}`, ruleFor(bucket), store)
    limiters.set(name, limiter)
  }
  return limiter
}

/** Counts in the database; should the database fail, counts in this process's memory meanwhile (and says so). */
async function consume(req: Caller, bucket: RateLimitBucket, subject: string): Promise<void> {
  try {
    await limiterFor(req, bucket).consume(subject)
  } catch (error) {
    if (error instanceof RateLimiterRes || env().RATE_LIMIT_STORE === 'memory') throw error
    req.payload.logger.error({ err: error, msg: `rate limit store failed; counting ${bucket} in this process` })
    await limiterFor(req, bucket, 'memory').consume(subject)
  }
}

const disabled = () => env().RATE_LIMIT_DISABLED === '1' || env().RATE_LIMIT_DISABLED === 'true'

/** The client's IP comes from the headers; the counters live in the shop's database, reached through `payload`. */
export type Caller = Pick<PayloadRequest, 'headers' | 'payload'>

/**
 * Counts one request against `bucket` (a fixed window per bucket and subject, counted where every process of the shop
 * sees it: services/rate-limit/store; the subject is the caller's IP unless given, e.g. an account) and rejects with a
 * 429 with Retry-After once the limit is passed. RATE_LIMIT_DISABLED=1 switches every limit off (local load tests only).
 */
export async function rateLimit(req: Caller, bucket: RateLimitBucket, subject: string = clientIp(req)): Promise<void> {
  if (disabled()) return
  try {
    await consume(req, bucket, subject)
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection
    countRateLimitRefusal(bucket)
    const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
    const minutes = Math.ceil(retryAfter / 60)
    throw tooManyRequests(
      `Too many attempts from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfter,
    )
  }
}

/** Whether the next request of `subject` against `bucket` would be refused; counts nothing. */
export async function isRateLimited(req: Caller, bucket: RateLimitBucket, subject: string = clientIp(req)): Promise<boolean> {
  if (disabled()) return false
  let counted: RateLimiterRes | null
  try {
    counted = await limiterFor(req, bucket).get(subject)
  } catch (error) {
    if (env().RATE_LIMIT_STORE === 'memory') throw error
    counted = await limiterFor(req, bucket, 'memory').get(subject)
  }
  return counted !== null && counted.consumedPoints >= ruleFor(bucket).limit
}
