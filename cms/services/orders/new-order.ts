import type { PayloadRequest } from 'payload'

import type { OrderStatus, PaymentType } from '../../contract/orders'
import { lineTotal, totalsOf, type Paise } from '../../contract/pricing'
import { readableId } from '../../lib/readable-id'
import { rowId } from '../../lib/row-id'
import type { Order } from '../../payload-types'
import { notifyInBackground } from './notify'
import { orderSearchText } from './search-text'

/** A readable order id such as NS-261122-7KQ4MZ: date of the order and six unambiguous characters. */
export function newOrderId(now = new Date()): string {
  return readableId('NS', 6, now)
}

/** Who made a change, as the status history records it. */
export function actorOf(req: PayloadRequest): string {
  const user = req.user as { collection?: string; email?: string; name?: string } | null
  if (!user) return 'system'
  if (user.collection === 'users') return `staff: ${user.name ?? user.email}`
  return `customer: ${user.name ?? user.email}`
}

/** What every new order starts with, however it is created: a readable id, ORDERED, and the first history entry. */
export function openingOf(req: PayloadRequest, now = new Date()) {
  const status: OrderStatus = 'ORDERED'
  return {
    orderId: newOrderId(now),
    status,
    statusHistory: [{ id: rowId(), status, at: now.toISOString(), by: actorOf(req) }],
  }
}

/** One line of a new order: what was bought, snapshotted, at the unit price its price source decided. */
export type NewOrderLine = {
  product: string | null
  name: string
  image: string | null
  size: string
  code: string
  quantity: number
  unitPrice: Paise
}

/**
 * Everything a new order is made of except what the shop adds itself (id, status, history, totals). The lines carry
 * their unit prices, so the caller chooses the price source (today's catalogue for a cart); the totals and the
 * discount amount are always worked out here, by the shared pricing module.
 */
export type NewOrder = {
  customer: string
  lines: NewOrderLine[]
  address: Order['address']
  discount: { code: string; percent: number } | null
  paymentType: PaymentType
  /** The cart the order was placed from; unique, so a cart becomes one order at most. */
  cart?: string
  /** The buyer's GST registration and purchase order, as the invoice will show them. */
  buyerTax?: {
    gstin: string | null
    businessName: string | null
    poNumber: string | null
    costCentre?: string | null
    /** The company location the order ships to, by name (its address is the order's address). */
    locationName?: string
  }
  /** Who buys, for the order's search text (phone, email, name). */
  buyer?: Parameters<typeof orderSearchText>[1]
  /** The company member who approved the buyer's request (docs/decisions/071-approval-requests.md). */
  approvedBy?: { id: string; name: string }
  /** The buyer's company: the order stays with it, on its credit and statement (docs/decisions/076). */
  company?: string | null
}

export type OrderDocument = Omit<Order, 'id'>

/** The complete order document, ready to be written once; nothing is saved yet. */
export function buildOrder(req: PayloadRequest, input: NewOrder, now = new Date()): OrderDocument {
  const totals = totalsOf(input.lines, input.discount?.percent ?? 0)
  const at = now.toISOString()
  const opening = openingOf(req, now)
  return {
    ...opening,
    customer: input.customer,
    lines: input.lines.map((line) => ({ ...line, id: rowId(), lineTotal: lineTotal(line.unitPrice, line.quantity) })),
    address: input.address,
    subtotal: totals.subtotal,
    discount: { code: input.discount?.code ?? null, percent: input.discount?.percent ?? 0, amount: totals.discount },
    total: totals.total,
    paymentType: input.paymentType,
    paymentStatus: 'PENDING',
    ...(input.cart ? { cart: input.cart } : {}),
    ...input.buyerTax,
    ...(input.company ? { company: input.company } : {}),
    ...(input.approvedBy ? { approvedBy: input.approvedBy.id, approverName: input.approvedBy.name } : {}),
    searchText: orderSearchText({ orderId: opening.orderId, lines: input.lines }, input.buyer ?? null),
    createdAt: at,
    updatedAt: at,
  }
}

/**
 * Writes a built order, once, straight through the database adapter (with `req`, inside its transaction when it has
 * one). The collection's create hooks do not run on this path: what they would add (id, status, history) is already in
 * the document, and the caller sends the emails once the order is committed (`orderPlaced`;
 * docs/decisions/009-order-path.md).
 */
export async function writeOrder(req: PayloadRequest, order: OrderDocument): Promise<Order> {
  const created = await req.payload.db.create({ collection: 'orders', data: order, select: { orderId: true }, req })
  return { ...order, id: String(created.id) }
}

/** Sends the "order placed" emails in the background, once the written order is committed. */
export function orderPlaced(req: PayloadRequest, order: Order): void {
  notifyInBackground(req, order, 'placed')
}
