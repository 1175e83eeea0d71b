import type { Payload, PayloadRequest } from 'payload'

import type { Order } from '../payload-types'
import type { LineTax, OrderContext } from './orderLinesCsv'

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String(value.id) : null

const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))]

/**
 * What a page of orders needs from other collections, read in two queries per page (not one per order): buyers'
 * names and GSTINs, and the products' tax data.
 */
export async function contextsFor(payload: Payload, req: PayloadRequest, orders: Order[]): Promise<Map<string, OrderContext>> {
  const customerIds = unique(orders.map((order) => idOf(order.customer)))
  const productIds = unique(orders.flatMap((order) => (order.lines ?? []).map((line) => idOf(line.product))))
  const [customers, products] = await Promise.all([
    customerIds.length === 0
      ? { docs: [] }
      : payload.find({
          collection: 'customers',
          where: { id: { in: customerIds } },
          select: { name: true, gstin: true },
          limit: customerIds.length,
          depth: 0,
          pagination: false,
          overrideAccess: false,
          user: req.user,
          req,
        }),
    productIds.length === 0
      ? { docs: [] }
      : payload.find({
          collection: 'products',
          where: { id: { in: productIds } },
          select: { hsnCode: true, gstRate: true },
          limit: productIds.length,
          depth: 0,
          pagination: false,
          overrideAccess: false,
          user: req.user,
          req,
        }),
  ])
  const customerById = new Map(customers.docs.map((customer) => [String(customer.id), customer]))
  const taxByProduct = new Map<string, LineTax>(
    products.docs.map((product) => [
      String(product.id),
      { hsnCode: product.hsnCode ?? null, gstRate: product.gstRate ? Number(product.gstRate) : null },
    ]),
  )
  const none: LineTax = { hsnCode: null, gstRate: null }
  return new Map(
    orders.map((order) => {
      const customer = customerById.get(idOf(order.customer) ?? '')
      const context: OrderContext = {
        customerName: customer?.name ?? '',
        gstin: customer?.gstin ?? null,
        taxOf: (line) => taxByProduct.get(idOf(line.product) ?? '') ?? none,
      }
      return [String(order.id), context]
    }),
  )
}
