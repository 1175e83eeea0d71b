import type { PayloadRequest, Where } from 'payload'

import { idOf } from '../../contract/ids'
import { normaliseLotNumber, type LotRecipient } from '../../contract/lots'
import type { Order } from '../../payload-types'

/** Who received a lot: by lot number, or by product (id or catalogue code) with an optional expiry range (YYYY-MM). */
export type RecallQuery = { lot: string } | { product?: string; code?: string; from?: string; to?: string }

type ShippedLotRow = NonNullable<NonNullable<Order['shipment']>['lots']>[number]
type RecallOrder = Pick<Order, 'id' | 'orderId' | 'createdAt' | 'customer' | 'shipment' | 'statusHistory'>

/**
 * The orders' condition (an indexed equality on the lots' `lot` or `product`) and the test each lot row must pass:
 * on MongoDB the conditions on an array may match different rows, so rows are checked again one by one.
 */
async function recallFilter(
  req: PayloadRequest,
  query: RecallQuery,
): Promise<{ where: Where; matches: (row: ShippedLotRow) => boolean } | null> {
  if ('lot' in query) {
    const lot = normaliseLotNumber(query.lot)
    return { where: { 'shipment.lots.lot': { equals: lot } }, matches: (row) => row.lot === lot }
  }
  const { code, from, to } = query
  // A catalogue code is searched through its product (the lots' product is indexed, their code is not).
  const product = query.product ?? (code ? await productOfCode(req, code) : null)
  if (!product) return null
  const inRange = (row: ShippedLotRow) => (!from || (row.expiry ?? '') >= from) && (!to || (row.expiry ?? '') <= to)
  return {
    where: {
      and: [
        { 'shipment.lots.product': { equals: product } },
        ...(from ? [{ 'shipment.lots.expiry': { greater_than_equal: from } }] : []),
        ...(to ? [{ 'shipment.lots.expiry': { less_than_equal: to } }] : []),
      ],
    },
    matches: (row) => idOf(row.product) === product && (!code || row.code === code) && inRange(row),
  }
}

async function productOfCode(req: PayloadRequest, code: string): Promise<string | null> {
  const { docs } = await req.payload.find({
    collection: 'products',
    where: { 'variants.codes.shortCode': { equals: code } },
    select: {},
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  return docs[0] ? String(docs[0].id) : null
}

/** When the order shipped: its SHIPPED history entry, else when it was placed. */
function shippedAt(order: RecallOrder): string {
  return order.statusHistory?.find((entry) => entry.status === 'SHIPPED')?.at ?? order.createdAt
}

/**
 * The sale register of a lot (or of a product's lots in an expiry range): one row per order and lot, with the buyer's
 * name, phone and email as they are now (a recall calls the buyer), newest shipment first. Order managers only.
 */
export async function lotRecipients(req: PayloadRequest, query: RecallQuery): Promise<LotRecipient[]> {
  const filter = await recallFilter(req, query)
  if (!filter) return []
  const { where, matches } = filter
  const { docs } = await req.payload.find({
    collection: 'orders',
    where,
    select: { orderId: true, createdAt: true, customer: true, shipment: { lots: true }, statusHistory: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const orders = docs as RecallOrder[]
  const customerIds = [...new Set(orders.map((order) => idOf(order.customer)).filter((id): id is string => id !== null))]
  const { docs: customers } =
    customerIds.length === 0
      ? { docs: [] }
      : await req.payload.find({
          collection: 'customers',
          where: { id: { in: customerIds } },
          select: { name: true, countryCode: true, phoneNumber: true, email: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
          req,
        })
  const byId = new Map(customers.map((customer) => [String(customer.id), customer]))
  return orders
    .flatMap((order) => {
      const customer = byId.get(idOf(order.customer) ?? '')
      const date = shippedAt(order)
      return (order.shipment?.lots ?? []).filter(matches).map((row) => ({
        orderId: order.orderId ?? String(order.id),
        date,
        customer: {
          name: customer?.name ?? '',
          phone: customer ? [customer.countryCode, customer.phoneNumber].filter(Boolean).join(' ') : '',
          email: customer?.email ?? '',
        },
        code: row.code,
        lot: row.lot,
        quantity: row.quantity,
        expiry: row.expiry ?? null,
      }))
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.orderId.localeCompare(b.orderId))
}
