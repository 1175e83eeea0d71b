import type { Payload } from 'payload'

import { AFTER_SALE_DEFAULTS, type AfterSalePolicy } from '../../contract/after-sale'

const HOUR_MS = 3_600_000

/** The cancellation and return windows as the site settings hold them (defaults where a field is empty). */
export async function afterSalePolicy(payload: Payload): Promise<AfterSalePolicy> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return {
    cancelWithinHours: settings.afterSale?.cancelWithinHours ?? AFTER_SALE_DEFAULTS.cancelWithinHours,
    returnWithinDays: settings.afterSale?.returnWithinDays ?? AFTER_SALE_DEFAULTS.returnWithinDays,
  }
}

/** When the buyer's cancellation window of an order placed at `placedAt` closes. */
export function cancellableUntil(placedAt: string, policy: AfterSalePolicy): Date {
  return new Date(new Date(placedAt).getTime() + policy.cancelWithinHours * HOUR_MS)
}

/** When the return window of an order delivered at `deliveredAt` closes. */
export function returnableUntil(deliveredAt: string, policy: AfterSalePolicy): Date {
  return new Date(new Date(deliveredAt).getTime() + policy.returnWithinDays * 24 * HOUR_MS)
}

/** The moment the order was delivered, from its status history; null while it is not. */
export function deliveredAt(order: { status: string; statusHistory?: { status: string; at: string }[] | null }): string | null {
  if (order.status !== 'DELIVERED') return null
  return (order.statusHistory ?? []).findLast((entry) => entry.status === 'DELIVERED')?.at ?? null
}

/** Until when the buyer may cancel the order, or ask for a return or replacement; null when that is not (or no longer) open. */
export function afterSaleWindows(
  order: { status: string; createdAt: string; statusHistory?: { status: string; at: string }[] | null },
  policy: AfterSalePolicy,
  now = new Date(),
): { cancellableUntil: string | null; returnableUntil: string | null } {
  const open = (until: Date | null) => (until && until > now ? until.toISOString() : null)
  const delivered = deliveredAt(order)
  return {
    cancellableUntil: order.status === 'ORDERED' ? open(cancellableUntil(order.createdAt, policy)) : null,
    returnableUntil: delivered ? open(returnableUntil(delivered, policy)) : null,
  }
}
