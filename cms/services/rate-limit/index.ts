import type { PayloadRequest } from 'payload'

import { tooManyRequests } from '../../lib/http-errors'
import { env } from '../../env'
import { clientIp } from './client-ip'
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_ENV, type RateLimitBucket, type RateLimitRule } from './limits'

export { clientIp } from './client-ip'
export { DEFAULT_RATE_LIMITS, RATE_LIMIT_ENV, type RateLimitBucket } from './limits'

function ruleFor(bucket: RateLimitBucket): RateLimitRule {
  const configured = env()[RATE_LIMIT_ENV[bucket]]
  if (!configured) return DEFAULT_RATE_LIMITS[bucket]
  const [limit, windowSeconds] = configured.split('/').map(Number)
  return { limit, windowSeconds }
}

type Window = { count: number; resetAt: number }
const WINDOWS_KEY = Symbol.for('nuvo.shop.rateLimitWindows')
const windows: Map<string, Window> = ((globalThis as Record<symbol, unknown>)[WINDOWS_KEY] as Map<string, Window> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[WINDOWS_KEY] = new Map<string, Window>())

function sweepExpired(now: number): void {
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key)
}

/**
 * Counts one request of the caller's IP against `bucket` (a fixed window per IP and bucket) and answers 429 with
 * Retry-After once the limit is passed. RATE_LIMIT_DISABLED=1 switches every limit off (local load tests only).
 */
export function rateLimit(req: PayloadRequest, bucket: RateLimitBucket): void {
  if (env().RATE_LIMIT_DISABLED === '1' || env().RATE_LIMIT_DISABLED === 'true') return
  const { limit, windowSeconds } = ruleFor(bucket)
  const now = Date.now()
  if (windows.size > 50_000) sweepExpired(now)
  const key = `${bucket}:${clientIp(req)}`
  let window = windows.get(key)
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowSeconds * 1000 }
    windows.set(key, window)
  }
  window.count += 1
  if (window.count > limit) {
    const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000))
    const minutes = Math.ceil(retryAfter / 60)
    throw tooManyRequests(
      `Too many attempts from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfter,
    )
  }
}
