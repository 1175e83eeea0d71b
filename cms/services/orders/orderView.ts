import type { PayloadRequest } from 'payload'

import type { Order as OrderView } from '../../contract/orders'
import { paiseToRupees } from '../../contract/pricing'
import type { Order } from '../../payload-types'

/** An order as the storefront's Order History shows it (docs/requirements.md), money in rupees with 2 decimals. */
export function toOrderView(order: Order): OrderView {
  const address = order.address ?? {}
  return {
    orderId: order.orderId ?? order.id,
    date: order.createdAt,
    status: order.status,
    items: (order.lines ?? []).map((line) => ({
      image: line.image ?? null,
      productName: line.name,
      quantity: line.quantity,
      size: line.size ?? '',
      code: line.code ?? '',
      unitPrice: paiseToRupees(line.unitPrice),
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
    address: {
      type: address.type ?? 'Personal',
      doorNo: address.doorNo ?? '',
      streetName: address.streetName ?? '',
      landMark: address.landMark ?? null,
      city: address.city ?? '',
      state: address.state ?? '',
      pincode: address.pincode ?? '',
    },
  }
}

/** The customer's own orders, newest first. */
export async function myOrders(req: PayloadRequest, customerId: string): Promise<OrderView[]> {
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: { customer: { equals: customerId } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    select: {
      orderId: true,
      status: true,
      lines: true,
      address: true,
      subtotal: true,
      discount: true,
      total: true,
      paymentType: true,
      paymentStatus: true,
      createdAt: true,
    },
    req,
  })
  return docs.map((order) => toOrderView(order as Order))
}
