import type { Payload, PayloadRequest } from 'payload'

import type { Customer, Order } from '../../payload-types'
import type { EwayBill } from '../../services/for-collections'

/** Orders printed at once: a day's packing at the table, not the whole shop. */
export const MAX_SLIPS = 100

export type SlipOrder = Order & { customer: Customer | string }

/** The orders a packing-slip URL names, in the order given, read with the staff member's own access. */
export async function loadSlipOrders(payload: Payload, user: PayloadRequest['user'], ids: string[]): Promise<SlipOrder[]> {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'orders',
    where: { id: { in: ids } },
    depth: 1,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const byId = new Map(docs.map((order) => [String(order.id), order as SlipOrder]))
  return ids.map((id) => byId.get(id)).filter((order): order is SlipOrder => order !== undefined)
}

/** `?ids=a,b,c` (or repeated `ids`) → distinct ids. */
export function idsFrom(value: string | string[] | undefined): string[] {
  const raw = [value ?? []].flat().flatMap((entry) => entry.split(','))
  return [...new Set(raw.map((id) => id.trim()).filter(Boolean))]
}

/**
 * The e-way bills the slips' orders travel with, by order id: those their tax documents got from the portal. Read for
 * orders the staff member could already load.
 */
export async function loadEwayBills(payload: Payload, orders: SlipOrder[]): Promise<Map<string, EwayBill>> {
  const byOrder = new Map<string, EwayBill>()
  if (orders.length === 0) return byOrder
  const { docs } = await payload.find({
    collection: 'tax-documents',
    where: { order: { in: orders.map((order) => String(order.id)) } },
    select: { order: true, eInvoice: { ewayBill: true } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const document of docs) {
    const ewayBill = document.eInvoice?.ewayBill
    if (!ewayBill?.number) continue
    byOrder.set(String(document.order), {
      number: ewayBill.number,
      generatedAt: ewayBill.generatedAt ?? '',
      validUntil: ewayBill.validUntil ?? null,
    })
  }
  return byOrder
}
