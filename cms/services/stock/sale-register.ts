import type { Payload } from 'payload'

import { idOf } from '../../contract/ids'
import type { SaleRegisterQuery, SaleRegisterRow } from '../../contract/stock-reports'
import { addDays, shopDay, startOfShopDay } from '../../lib/shop-time'
import type { Order } from '../../payload-types'

type RegisterOrder = Pick<Order, 'id' | 'orderId' | 'customer' | 'gstin' | 'businessName' | 'shipment' | 'statusHistory'>

/** When the order shipped (its SHIPPED history entry), or null for one never shipped. */
const shippedAt = (order: RegisterOrder) => order.statusHistory?.find((entry) => entry.status === 'SHIPPED')?.at ?? null

async function invoiceNumbers(payload: Payload, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'tax-documents',
    where: { and: [{ kind: { equals: 'invoice' } }, { order: { in: orderIds } }] },
    select: { number: true, order: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [idOf(doc.order) ?? '', doc.number]))
}

async function customerNames(payload: Payload, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'customers',
    where: { id: { in: ids } },
    select: { name: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((customer) => [String(customer.id), customer.name ?? '']))
}

/**
 * The sale register by lot (Medical Device Rules' sale record): one row per lot line shipped on the shop days `from`
 * to `to` (both included), oldest first, with the invoice number and the buyer (business name as invoiced, else the
 * customer's name) and GSTIN as the order recorded them.
 */
export async function saleRegister(payload: Payload, { from, to }: Pick<SaleRegisterQuery, 'from' | 'to'>): Promise<SaleRegisterRow[]> {
  const start = startOfShopDay(from).toISOString()
  const end = startOfShopDay(addDays(to, 1)).toISOString()
  // On MongoDB conditions on an array may match different entries: each order's SHIPPED entry is checked again below.
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { 'statusHistory.status': { equals: 'SHIPPED' } },
        { 'statusHistory.at': { greater_than_equal: start } },
        { 'statusHistory.at': { less_than: end } },
      ],
    },
    select: { orderId: true, customer: true, gstin: true, businessName: true, shipment: { lots: true }, statusHistory: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const orders = (docs as RegisterOrder[]).filter((order) => {
    const at = shippedAt(order)
    return at !== null && at >= start && at < end && (order.shipment?.lots?.length ?? 0) > 0
  })
  const customerIds = [...new Set(orders.map((order) => idOf(order.customer)).filter((id): id is string => id !== null))]
  const [invoices, names] = await Promise.all([
    invoiceNumbers(
      payload,
      orders.map((order) => String(order.id)),
    ),
    customerNames(payload, customerIds),
  ])
  return orders
    .flatMap((order) => {
      const at = shippedAt(order)!
      return (order.shipment?.lots ?? []).map((row) => ({
        at,
        row: {
          shipped: shopDay(new Date(at)),
          orderId: order.orderId ?? String(order.id),
          invoice: invoices.get(String(order.id)) ?? null,
          buyer: order.businessName || names.get(idOf(order.customer) ?? '') || '',
          gstin: order.gstin || null,
          code: row.code,
          lot: row.lot,
          expiry: row.expiry ?? null,
          quantity: row.quantity,
        } satisfies SaleRegisterRow,
      }))
    })
    .sort((a, b) => a.at.localeCompare(b.at) || a.row.orderId.localeCompare(b.row.orderId))
    .map((entry) => entry.row)
}
