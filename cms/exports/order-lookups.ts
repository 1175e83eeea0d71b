import type { Payload, PayloadRequest } from 'payload'

import { idOf } from '../contract/ids'
import type { Invoice } from '../contract/tax-documents'
import type { Customer } from '../payload-types'
import type { ExportedOrder, LineTax, OrderContext } from './order-lines-csv'

const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))]

const NO_TAX: LineTax = { hsnCode: null, gstRate: null }

/**
 * An order's row context. The GSTIN is the one the order was placed with (a later profile edit does not rewrite
 * history). A line's HSN and rate are those its tax invoice froze when the order shipped; an order not yet invoiced
 * shows the product's current values, which its invoice will take.
 */
export function orderContext(
  order: Pick<ExportedOrder, 'gstin'>,
  customer: Pick<Customer, 'name'> | undefined,
  invoiceLines: Invoice['lines'] | undefined,
  currentTax: (productId: string | null) => LineTax | undefined,
): OrderContext {
  return {
    customerName: customer?.name ?? '',
    gstin: order.gstin ?? null,
    taxOf: (line, index) => {
      const frozen = invoiceLines?.[index]
      if (frozen) return { hsnCode: frozen.hsn || null, gstRate: frozen.gstRate }
      return currentTax(idOf(line.product)) ?? NO_TAX
    },
  }
}

/**
 * What a page of orders needs from other collections, read in three queries per page (not one per order): buyers'
 * names, the orders' tax invoices, and the current tax data of products whose orders have none yet.
 */
export async function contextsFor(payload: Payload, req: PayloadRequest, orders: ExportedOrder[]): Promise<Map<string, OrderContext>> {
  const customerIds = unique(orders.map((order) => idOf(order.customer)))
  const productIds = unique(orders.flatMap((order) => (order.lines ?? []).map((line) => idOf(line.product))))
  const byIds = <C extends 'customers' | 'products'>(collection: C, ids: string[], select: Record<string, true>) =>
    ids.length === 0
      ? Promise.resolve({ docs: [] })
      : payload.find({
          collection,
          where: { id: { in: ids } },
          select,
          limit: ids.length,
          depth: 0,
          pagination: false,
          overrideAccess: false,
          user: req.user,
          req,
        })
  const [customers, products, invoices] = await Promise.all([
    byIds('customers', customerIds, { name: true }),
    byIds('products', productIds, { hsnCode: true, gstRate: true }),
    orders.length === 0
      ? Promise.resolve({ docs: [] })
      : payload.find({
          collection: 'tax-documents',
          where: { and: [{ order: { in: orders.map((order) => order.id) } }, { kind: { equals: 'invoice' } }] },
          select: { order: true, data: true },
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
  const invoiceLinesByOrder = new Map(invoices.docs.map((invoice) => [String(idOf(invoice.order)), (invoice.data as Invoice).lines]))
  return new Map(
    orders.map((order) => [
      String(order.id),
      orderContext(order, customerById.get(idOf(order.customer) ?? ''), invoiceLinesByOrder.get(String(order.id)), (productId) =>
        taxByProduct.get(productId ?? ''),
      ),
    ]),
  )
}
