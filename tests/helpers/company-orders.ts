import { expect } from 'vitest'

import { invoiceResponseSchema, orderSchema } from '../../cms/contract'
import { call, type Reply } from './api'
import type { Member } from './companies'
import { oneLotPerLine } from './lots'
import { moveOrder, newCart, stockLots, storedOrder, subtotalOf, type Line } from './orders'

/**
 * A company member orders `lines` cash on delivery at today's prices, to their own address unless `extra` names a
 * location (or anything else `POST /order/create` takes).
 */
export async function memberOrders(member: Member, lines: Line[], extra: Record<string, unknown> = {}): Promise<Reply> {
  const cartId = await newCart({ token: member.token, ip: '', email: member.email, name: member.name, addressId: member.addressId }, lines)
  const delivery = 'locationId' in extra ? {} : { addressId: member.addressId }
  return call('POST', '/order/create', {
    token: member.token,
    body: { cartId, paymentType: 'COD', ...delivery, orderAmount: subtotalOf(lines) / 100, ...extra },
  })
}

/** The member's own view of one of their orders (`GET /order/getMyOrder/{id}`). */
export async function memberOrder(member: Member, orderId: string) {
  const reply = await call('GET', `/order/getMyOrder/${encodeURIComponent(orderId)}`, { token: member.token })
  expect(reply.status, reply.text).toBe(200)
  return orderSchema.parse(reply.body.data)
}

/** Staff ship the order with one stocked lot per line; the member reads its invoice as JSON. */
export async function shipAndReadInvoice(member: Member, orderId: string, lot: string) {
  const lots = oneLotPerLine((await storedOrder(orderId)).lines, lot)
  await stockLots(lots)
  const shipped = await moveOrder(orderId, 'SHIPPED', { shipment: { courier: 'Blue Parcel', trackingNumber: `AWB-${orderId}`, lots } })
  expect(shipped.status, shipped.text).toBe(200)
  const json = await call('GET', `/order/invoice/${orderId}?format=json`, { token: member.token })
  expect(json.status, json.text).toBe(200)
  return invoiceResponseSchema.parse(json.body).data
}
