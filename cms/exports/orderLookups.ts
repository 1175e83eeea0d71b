import type { Payload, PayloadRequest } from 'payload'

import type { ExportedOrder, LineTax, OrderContext } from './orderLinesCsv'

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String(value.id) : null

const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))]

/**
 * What a page of orders needs from other collections, read in two queries per page (not one per order): buyers'
 * names and GSTINs, and the products' tax data.
 */
export async function contextsFor(payload: Payload, req: PayloadRequest, orders: ExportedOrder[]): Promise<Map<string, OrderContext>> {
  const customerIds = unique(orders.map((order) => idOf(order.customer)))
  const productIds = unique(orders.flatMap((order) => (order.lines ?? []).map((line) => idOf(line.product))))
  const byIds = <C extends 'customers' | 'products'>(collection: C, ids: string[], select: Record<string, true>) =>
    ids.length === 0
      ? Promise.resolve({ docs: [] })
      : payload.find({ collection, where: { id: { in: ids } }, select, limit: ids.length, depth: 0, pagination: false, overrideAccess: false, user: req.user, req })
  const [customers, products] = await Promise.all([
    byIds('customers', customerIds, { name: true, gstin: true }),
    byIds('products', productIds, { hsnCode: true, gstRate: true }),
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
