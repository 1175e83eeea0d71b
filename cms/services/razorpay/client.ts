import Razorpay from 'razorpay'

import { env } from '../../env'

export type RazorpayAccess = { client: Razorpay; keyId: string; keySecret: string }

/** Time allowed for one call to Razorpay's API before the buyer gets a clear error instead of a hanging checkout. */
const API_TIMEOUT_MS = 10_000

let cached: RazorpayAccess | null | undefined

/**
 * The process's Razorpay client, made once from RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET; null when either is missing
 * (online payment is then switched off). RAZORPAY_BASE_URL re-points the SDK's HTTP client (the SDK hard-codes
 * https://api.razorpay.com), which the tests use to reach a local fake of the API.
 */
export function razorpayAccess(): RazorpayAccess | null {
  if (cached !== undefined) return cached
  const config = env()
  if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET) {
    cached = null
    return cached
  }
  const client = new Razorpay({ key_id: config.RAZORPAY_KEY_ID, key_secret: config.RAZORPAY_KEY_SECRET })
  const http = (client.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq
  if (config.RAZORPAY_BASE_URL) http.defaults.baseURL = config.RAZORPAY_BASE_URL.replace(/\/$/, '')
  http.defaults.timeout = API_TIMEOUT_MS
  cached = { client, keyId: config.RAZORPAY_KEY_ID, keySecret: config.RAZORPAY_KEY_SECRET }
  return cached
}

/** The webhook secret, or null when webhooks are not configured. */
export function webhookSecret(): string | null {
  return env().RAZORPAY_WEBHOOK_SECRET ?? null
}
