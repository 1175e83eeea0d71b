import type { PayloadRequest, Where } from 'payload'

import { idOf } from '../../contract/ids'

import type { Order as OrderView } from '../../contract/orders'
import { paiseToRupees } from '../../contract/pricing'
import type { Order } from '../../payload-types'
import { issuedDocuments, withPath, type IssuedRow } from '../invoices/lookup'
import { afterSaleWindows, afterSalePolicy } from '../after-sale/policy'
import { AFTER_SALE_DEFAULTS, type AfterSalePolicy } from '../../contract/after-sale'

/**
 * An order as the storefront's Order History shows it, money in rupees with 2 decimals; with its own tax documents
 * (a return's credit note is listed with the return, `GET /return/getMyReturns`).
 */
export function toOrderView(order: Order, issued: IssuedRow[] = [], policy: AfterSalePolicy = AFTER_SALE_DEFAULTS): OrderView {
  const address = order.address ?? {}
  const orderId = order.orderId ?? order.id
  const documents = issued.filter((row) => row.returnId === null).map((row) => withPath(row, orderId))
  const numberOf = (kind: IssuedRow['kind']) => documents.find((document) => document.kind === kind)?.number ?? null
  const shippedLots = order.shipment?.lots ?? []
  return {
    orderId,
    date: order.createdAt,
    status: order.status,
    items: (order.lines ?? []).map((line) => ({
      image: line.image ?? null,
      productName: line.name,
      quantity: line.quantity,
      size: line.size ?? '',
      code: line.code ?? '',
      unitPrice: paiseToRupees(line.unitPrice),
      lots: shippedLots
        .filter((lot) => lot.code === (line.code ?? ''))
        .map((lot) => ({ lot: lot.lot, expiry: lot.expiry ?? null, quantity: lot.quantity })),
    })),
    subtotal: paiseToRupees(order.subtotal),
    discount: {
      code: order.discount?.code ?? null,
      percent: order.discount?.percent ?? 0,
      amount: paiseToRupees(order.discount?.amount ?? 0),
    },
    totalAmount: paiseToRupees(order.total),
    paymentType: order.paymentType,
    paymentStatus: order.paymentStatus,
    shipment:
      order.shipment?.courier && order.shipment.trackingNumber
        ? {
            courier: order.shipment.courier,
            trackingNumber: order.shipment.trackingNumber,
            trackingUrl: order.shipment.trackingUrl ?? null,
          }
        : null,
    address: {
      type: address.type ?? 'Personal',
      doorNo: address.doorNo ?? '',
      streetName: address.streetName ?? '',
      landMark: address.landMark ?? null,
      city: address.city ?? '',
      state: address.state ?? '',
      pincode: address.pincode ?? '',
    },
    gstin: order.gstin ?? null,
    businessName: order.businessName ?? null,
    poNumber: order.poNumber ?? null,
    costCentre: order.costCentre ?? null,
    location: order.locationName ?? null,
    approvedBy: order.approverName ?? null,
    placedBy: null,
    documents,
    invoiceNumber: numberOf('invoice'),
    creditNoteNumber: numberOf('credit-note'),
    deliveryChallanNumber: numberOf('delivery-challan'),
    stockHoldLapsedAt: order.stockHold?.lapsedAt && !order.stockHold.reheldAt ? order.stockHold.lapsedAt : null,
    ...afterSaleWindows(order, policy),
  }
}

/** The names of the customers `ids` (other members of the reader's company), by id. */
async function namesOf(req: PayloadRequest, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'customers',
    where: { id: { in: unique } },
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((customer) => [customer.id, customer.name]))
}

/**
 * The orders `seen` selects (the customer's own, or their company's too: services/companies/orders-seen.ts), newest
 * first; with `orderId`, only that one (none when the reader may not see it).
 */
export async function myOrders(req: PayloadRequest, customerId: string, seen: Where, orderId?: string): Promise<OrderView[]> {
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: { and: [seen, ...(orderId === undefined ? [] : [{ orderId: { equals: orderId } }])] },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    select: {
      orderId: true,
      customer: true,
      status: true,
      lines: true,
      address: true,
      subtotal: true,
      discount: true,
      total: true,
      paymentType: true,
      paymentStatus: true,
      gstin: true,
      businessName: true,
      poNumber: true,
      costCentre: true,
      locationName: true,
      approverName: true,
      shipment: true,
      createdAt: true,
      statusHistory: true,
      stockHold: true,
    },
    req,
  })
  const [documents, policy, names] = await Promise.all([
    issuedDocuments(
      req,
      docs.map((order) => String(order.id)),
    ),
    afterSalePolicy(req.payload),
    namesOf(
      req,
      docs.map((order) => idOf(order.customer)).filter((id) => id !== customerId),
    ),
  ])
  return docs.map((order) => ({
    ...toOrderView(order as Order, documents.get(String(order.id)), policy),
    placedBy: names.get(idOf(order.customer)) ?? null,
  }))
}
