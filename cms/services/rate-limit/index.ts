import type { PayloadRequest } from 'payload'

import { tooManyRequests } from '../../endpoints/http'
import { env } from '../../env'
import { clientIp } from './client-ip'

export { clientIp } from './client-ip'

export type RateLimitBucket = 'login' | 'register' | 'forgotPassword' | 'resetPassword' | 'enquiry'
type Rule = { limit: number; windowSeconds: number }

/**
 * Requests one IP address may make per window. Generous enough for an office or hospital behind one address,
 * tight enough to make guessing passwords, flooding inboxes or filling the enquiry list slow.
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitBucket, Rule> = {
  login: { limit: 20, windowSeconds: 15 * 60 },
  register: { limit: 10, windowSeconds: 60 * 60 },
  forgotPassword: { limit: 5, windowSeconds: 15 * 60 },
  resetPassword: { limit: 10, windowSeconds: 15 * 60 },
  enquiry: { limit: 5, windowSeconds: 15 * 60 },
}

const ENV_NAMES = {
  login: 'RATE_LIMIT_LOGIN',
  register: 'RATE_LIMIT_REGISTER',
  forgotPassword: 'RATE_LIMIT_FORGOT_PASSWORD',
  resetPassword: 'RATE_LIMIT_RESET_PASSWORD',
  enquiry: 'RATE_LIMIT_ENQUIRY',
} as const satisfies Record<RateLimitBucket, string>

function ruleFor(bucket: RateLimitBucket): Rule {
  const configured = env()[ENV_NAMES[bucket]]
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
