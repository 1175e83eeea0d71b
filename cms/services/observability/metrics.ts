import { SHOP_METRICS_KEY } from '../../lib/server-shared.mjs'

/**
 * The shop's business counters, kept by the production server's metrics registry (scripts/lib/metrics.mjs registers
 * it on globalThis when the process serves requests). Without it (`next dev`, scripts, Local API tests) each call
 * does nothing. Nothing here imports the metrics library: the server owns one registry per process.
 */
export type ShopMetrics = {
  orderPlaced(paymentType: string): void
  paymentFailed(reason: PaymentFailure): void
  rateLimitRefused(bucket: string): void
  catalogueRead(durationMs: number): void
  /** Where the backup age gauge reads the time of the last backup from, when it is scraped. */
  readLastBackupFrom(read: () => Promise<Date | null>): void
}

/** Why a payment failed: Razorpay unreachable, a signature that did not match, or Razorpay's `payment.failed` event. */
export type PaymentFailure = 'provider_error' | 'signature_mismatch' | 'declined'

const metrics = (): ShopMetrics | undefined => (globalThis as Record<symbol, unknown>)[SHOP_METRICS_KEY] as ShopMetrics | undefined

export const countOrderPlaced = (paymentType: string): void => metrics()?.orderPlaced(paymentType)
export const countPaymentFailure = (reason: PaymentFailure): void => metrics()?.paymentFailed(reason)
export const countRateLimitRefusal = (bucket: string): void => metrics()?.rateLimitRefused(bucket)
export const observeCatalogueRead = (durationMs: number): void => metrics()?.catalogueRead(durationMs)
export const readLastBackupFrom = (read: () => Promise<Date | null>): void => metrics()?.readLastBackupFrom(read)
