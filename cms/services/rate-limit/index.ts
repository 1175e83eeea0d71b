import type { PayloadRequest } from 'payload'
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { tooManyRequests } from '../../endpoints/http'
import { env } from '../../env'
import { clientIp } from './client-ip'
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_ENV, type RateLimitBucket, type RateLimitRule } from './limits'
import { createLimiter } from './store'

export { clientIp } from './client-ip'
export { DEFAULT_RATE_LIMITS, RATE_LIMIT_ENV, type RateLimitBucket } from './limits'

function ruleFor(bucket: RateLimitBucket): RateLimitRule {
  const configured = env()[RATE_LIMIT_ENV[bucket]]
  if (!configured) return DEFAULT_RATE_LIMITS[bucket]
  const [limit, windowSeconds] = configured.split('/').map(Number)
  return { limit, windowSeconds }
}

/** One limiter per bucket and process, on globalThis: Next.js may load this module once per route bundle. */
const LIMITERS_KEY = Symbol.for('nuvo.shop.rateLimiters')
const limiters: Map<RateLimitBucket, RateLimiterAbstract> =
  ((globalThis as Record<symbol, unknown>)[LIMITERS_KEY] as Map<RateLimitBucket, RateLimiterAbstract> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[LIMITERS_KEY] = new Map<RateLimitBucket, RateLimiterAbstract>())

function limiterFor(req: PayloadRequest, bucket: RateLimitBucket): RateLimiterAbstract {
  let limiter = limiters.get(bucket)
  if (!limiter) {
    limiter = createLimiter(req.payload, `rate-limit:${bucket}`, ruleFor(bucket), env().RATE_LIMIT_STORE)
    limiters.set(bucket, limiter)
  }
  return limiter
}

/**
 * Counts one request of the caller's IP against `bucket` (a fixed window per IP and bucket, counted where every
 * process of the shop sees it: services/rate-limit/store) and rejects with a 429 with Retry-After once the limit is
 * passed. RATE_LIMIT_DISABLED=1 switches every limit off (local load tests only).
 */
export async function rateLimit(req: PayloadRequest, bucket: RateLimitBucket): Promise<void> {
  if (env().RATE_LIMIT_DISABLED === '1' || env().RATE_LIMIT_DISABLED === 'true') return
  try {
    await limiterFor(req, bucket).consume(clientIp(req))
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection
    const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
    const minutes = Math.ceil(retryAfter / 60)
    throw tooManyRequests(
      `Too many attempts from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfter,
    )
  }
}
