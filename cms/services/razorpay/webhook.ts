import type { Payload } from 'payload'
import { z } from 'zod'

import { badRequest, HttpError } from '../../lib/http-errors'
import { countPaymentFailure } from '../observability'
import { claimOnce, releaseClaim, updateWhere } from '../orders/atomic'
import { webhookSecret } from './client'
import { findOrder, markPaid } from './payments'
import { signatureMatches, webhookSignature } from './signatures'

const entity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape) }).optional()

/** The parts of a Razorpay webhook event this shop reads (payment.* and order.paid events). */
const eventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: entity({ id: z.string(), order_id: z.string().nullish(), amount: z.number().optional(), status: z.string().optional() }),
      order: entity({ id: z.string(), amount_paid: z.number().optional(), status: z.string().optional() }),
    })
    .default({}),
})
type WebhookEvent = z.infer<typeof eventSchema>

export const WEBHOOK_MESSAGES = {
  badSignature: 'Invalid webhook signature',
  notConfigured: 'Webhooks are not configured',
  duplicate: 'Duplicate event ignored',
  ignored: 'Event ignored',
  unknownOrder: 'No order for this event',
  paid: 'Order marked paid',
  alreadyPaid: 'Order already paid',
  failed: 'Payment failure recorded',
} as const

async function orderFor(payload: Payload, razorpayOrderId: string | null | undefined) {
  return razorpayOrderId ? findOrder(payload, { 'razorpay.orderId': { equals: razorpayOrderId } }) : null
}

/** What an event does to its order. Every effect is idempotent, and a paid order never changes again. */
async function applyEvent(payload: Payload, event: WebhookEvent): Promise<string> {
  const payment = event.payload.payment?.entity
  const razorpayOrder = event.payload.order?.entity
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid': {
      const order = await orderFor(payload, payment?.order_id ?? razorpayOrder?.id)
      if (!order) return WEBHOOK_MESSAGES.unknownOrder
      const paidPaise = payment?.amount ?? razorpayOrder?.amount_paid
      if (typeof paidPaise === 'number' && paidPaise < order.total) {
        payload.logger.warn({
          msg: `Razorpay ${event.event} for ${order.orderId}: ${paidPaise} paise paid, ${order.total} due; not marked paid`,
        })
        return WEBHOOK_MESSAGES.ignored
      }
      if (!payment?.id) return WEBHOOK_MESSAGES.ignored
      return (await markPaid(payload, order, payment.id)) ? WEBHOOK_MESSAGES.paid : WEBHOOK_MESSAGES.alreadyPaid
    }
    case 'payment.failed': {
      const order = await orderFor(payload, payment?.order_id)
      if (!order) return WEBHOOK_MESSAGES.unknownOrder
      const updated = await updateWhere(
        payload,
        'orders',
        { and: [{ id: { equals: order.id } }, { paymentStatus: { not_equals: 'PAID' } }] },
        { paymentStatus: 'FAILED' },
      )
      if (updated) countPaymentFailure('declined')
      return updated ? WEBHOOK_MESSAGES.failed : WEBHOOK_MESSAGES.alreadyPaid
    }
    default:
      return WEBHOOK_MESSAGES.ignored
  }
}

/**
 * `POST /payment/webhook`. The signature is HMAC-SHA256 of the raw body (read before any parsing) with the webhook
 * secret. Each event id (`x-razorpay-event-id`) is claimed once in Payload's key-value table, so a redelivered event
 * is acknowledged and ignored, also after a restart; if applying an event fails, its claim is released so Razorpay's
 * retry is processed.
 */
export async function handleWebhook(
  payload: Payload,
  rawBody: string,
  signature: string | null,
  eventId: string | null,
): Promise<{ message: string }> {
  const secret = webhookSecret()
  if (!secret) throw new HttpError(503, { message: WEBHOOK_MESSAGES.notConfigured })
  if (!signatureMatches(webhookSignature(secret, rawBody), signature)) throw badRequest(WEBHOOK_MESSAGES.badSignature)
  let json: unknown
  try {
    json = JSON.parse(rawBody)
  } catch {
    throw badRequest('Malformed JSON body')
  }
  const parsed = eventSchema.safeParse(json)
  if (!parsed.success) throw badRequest('Not a Razorpay event')
  const key = eventId ? `razorpay-webhook:${eventId.slice(0, 100)}` : null
  if (key && !(await claimOnce(payload, key, { event: parsed.data.event }))) return { message: WEBHOOK_MESSAGES.duplicate }
  try {
    return { message: await applyEvent(payload, parsed.data) }
  } catch (error) {
    if (key) await releaseClaim(payload, key).catch(() => undefined)
    throw error
  }
}
