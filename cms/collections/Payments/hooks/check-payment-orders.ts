import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { idOf } from '../../../contract/ids'
import { formatPaise } from '../../../contract/money'
import type { Payment } from '../../../payload-types'

/**
 * A new payment settles account orders of its own customer that are not paid yet, and its amount is exactly what
 * they add up to (400 naming the field otherwise): part payments are not kept, so an order is paid or it is not.
 */
export const checkPaymentOrders: CollectionBeforeChangeHook<Payment> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const ids = (data.orders ?? []).map(idOf)
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: { orderId: true, customer: true, paymentType: true, paymentStatus: true, status: true, total: true },
    overrideAccess: true,
    req,
  })
  const fail = (path: string, message: string) => {
    throw new ValidationError({ collection: 'payments', errors: [{ path, message }] })
  }
  if (docs.length !== ids.length || ids.length === 0) fail('orders', 'Choose the account orders this payment settles')
  for (const order of docs) {
    const name = order.orderId ?? order.id
    if (idOf(order.customer) !== idOf(data.customer)) fail('orders', `${name} is another customer's order`)
    if (order.paymentType !== 'ACCOUNT') fail('orders', `${name} is not an order on account`)
    if (order.status === 'CANCELLED') fail('orders', `${name} is cancelled`)
    if (order.paymentStatus === 'PAID') fail('orders', `${name} is already paid`)
  }
  const due = docs.reduce((sum, order) => sum + order.total, 0)
  if (data.amount !== due) fail('amount', `These orders add up to ${formatPaise(due, { symbol: '₹' })}: the amount must be exactly that`)
  return data
}
