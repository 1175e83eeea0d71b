import type { PayloadRequest } from 'payload'

import type { CheckoutDefaults } from '../../contract/checkout'
import type { PaymentType } from '../../contract/orders'
import type { Address, Company, Customer, Order } from '../../payload-types'
import { companyCreditAccount, creditAccountOf } from '../credit/position'
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

/**
 * A member's company (its credit is theirs), the company locations they may order to (`locations`), and whether they
 * may order only there (`only`).
 */
export type LocationsToOrderTo = {
  company?: Pick<Company, 'id' | 'name' | 'credit'>
  locations: { id: string; name: string }[]
  only: boolean
}

/** The location the last order went to (by its name), else the first one for a member who may order only there. */
function defaultLocation(ordering: LocationsToOrderTo, lastOrder: Pick<Order, 'locationName'> | undefined): string | null {
  const last = lastOrder?.locationName ? ordering.locations.find((location) => location.name === lastOrder.locationName) : undefined
  return last?.id ?? (ordering.only ? (ordering.locations[0]?.id ?? null) : null)
}

/**
 * What checkout starts with for `customer` (contract/checkout.ts): address or company location (`ordering`, for a
 * member: without it, the customer is in no company), payment type and invoice details.
 */
export async function checkoutDefaults(
  req: PayloadRequest,
  customer: Customer,
  ordering: LocationsToOrderTo = { locations: [], only: false },
): Promise<CheckoutDefaults> {
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
      select: { address: true, paymentType: true, locationName: true },
      overrideAccess: true,
      req,
    }),
    // The endpoint has read the member's company already; a customer outside one pays on their own credit.
    ordering.company ? companyCreditAccount(ordering.company) : creditAccountOf(req, customer, null),
  ])
  const lastOrder = orders.docs[0] as Pick<Order, 'address' | 'paymentType' | 'locationName'> | undefined
  const locationId = defaultLocation(ordering, lastOrder)
  return {
    addressId: locationId || ordering.only ? null : defaultAddress(addresses.docs, lastOrder),
    locationId,
    paymentType: defaultPaymentType(account.terms !== null, lastOrder),
    ...buyerOfRecord(customer),
  }
}
