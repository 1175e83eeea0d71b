import type { PayloadRequest } from 'payload'

import type { CheckoutDefaults } from '../../contract/checkout'
import type { PaymentType } from '../../contract/orders'
import type { Address, Customer, Order } from '../../payload-types'
import { creditAccountOf } from '../credit/position'
import { razorpayAccess } from '../razorpay/client'
import { buyerOfRecord } from './buyer-of-record'

type AddressFields = Pick<Address, 'type' | 'doorNo' | 'streetName' | 'landMark' | 'city' | 'state' | 'pincode'>
const ADDRESS_FIELDS = ['type', 'doorNo', 'streetName', 'landMark', 'city', 'state', 'pincode'] as const

/** Whether a saved address is the one an order was delivered to (the order keeps a copy, not the id). */
const sameAddress = (saved: AddressFields, delivered: Order['address'] | undefined) =>
  delivered != null && ADDRESS_FIELDS.every((field) => (saved[field] ?? null) === (delivered[field] ?? null))

/** The only saved address, or the saved address the last order went to. */
function defaultAddress(addresses: Address[], lastOrder: Pick<Order, 'address'> | undefined): string | null {
  if (addresses.length === 1) return addresses[0]!.id
  return addresses.find((address) => sameAddress(address, lastOrder?.address))?.id ?? null
}

/**
 * On account for a buyer with credit (their company's, for a member); else the last order's way of paying while it is
 * offered; else online, or COD without it.
 */
function defaultPaymentType(onCredit: boolean, lastOrder: Pick<Order, 'paymentType'> | undefined): PaymentType {
  if (onCredit) return 'ACCOUNT'
  const online = razorpayAccess() !== null
  const offered = (type: PaymentType) => type === 'COD' || (type === 'ONLINE' && online)
  if (lastOrder && offered(lastOrder.paymentType)) return lastOrder.paymentType
  return online ? 'ONLINE' : 'COD'
}

/** What checkout starts with for `customer` (contract/checkout.ts): address, payment type and invoice details. */
export async function checkoutDefaults(req: PayloadRequest, customer: Customer): Promise<CheckoutDefaults> {
  const [addresses, orders, account] = await Promise.all([
    req.payload.find({
      collection: 'addresses',
      where: { customer: { equals: customer.id } },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    }),
    req.payload.find({
      collection: 'orders',
      where: { customer: { equals: customer.id } },
      sort: '-createdAt',
      limit: 1,
      pagination: false,
      depth: 0,
      select: { address: true, paymentType: true },
      overrideAccess: true,
      req,
    }),
    creditAccountOf(req, customer),
  ])
  const lastOrder = orders.docs[0] as Pick<Order, 'address' | 'paymentType'> | undefined
  return {
    addressId: defaultAddress(addresses.docs, lastOrder),
    paymentType: defaultPaymentType(account.terms !== null, lastOrder),
    ...buyerOfRecord(customer),
  }
}
