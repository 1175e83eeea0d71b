import { ValidationError, type PayloadRequest } from 'payload'
import type { z } from 'zod'

import { catalogue } from '../catalogue/snapshot'
import { idOf } from '../../contract/ids'
import { MSG } from '../../contract/messages'
import type { orderCreateRequestSchema } from '../../contract/orders'
import { paiseToRupees, priceLines, rupeesToPaise, type Paise } from '../../contract/pricing'
import { conflict, HttpError, notFound } from '../../lib/http-errors'
import type { Address, Cart, Customer as CustomerDoc, Order } from '../../payload-types'
import { checkCredit, creditAccountOf, withAccountHold, type CreditAccount } from '../credit'
import { countOrderPlaced } from '../observability'
import { buyerTerms } from '../pricing/buyer-terms'
import { inOneShortTransaction } from '../../database'
import { reserveOrRefuse } from '../stock'
import { razorpayAccess } from '../razorpay/client'
import { toAddress } from '../serialize'
import { updateWhere } from './atomic'
import { findDiscount } from './discounts'
import { invoicedTo } from './buyer-of-record'
import { buildOrder, newOrderId, orderPlaced, writeOrder, type NewOrder, type NewOrderLine, type OrderDocument } from './new-order'

/** The delivery address as the order keeps it: the shop API's address without its id. */
export function addressSnapshot(address: Address): Order['address'] {
  const { _id: _ignored, ...snapshot } = toAddress(address)
  return snapshot
}

export type OrderInput = z.output<typeof orderCreateRequestSchema>
type Customer = NonNullable<PayloadRequest['user']>

export const CART_ALREADY_ORDERED = 'This cart has already been ordered'
export const AMOUNT_CHANGED = 'The order amount differs from the current prices. Please review your cart.'
export const CART_UNAVAILABLE = 'Some items in your cart are no longer available. Please review your cart.'

/**
 * The customer's own cart and address, read straight from the database adapter: ownership is in the query, these
 * collections have no read hooks, and skipping the find operation's overhead matters on the order path (benchmark).
 */
async function ownCart(req: PayloadRequest, customer: Customer, cartId: string): Promise<Cart> {
  const cart = await req.payload.db.findOne<Cart>({
    collection: 'carts',
    where: { and: [{ id: { equals: cartId } }, { customer: { equals: customer.id } }] },
    req,
  })
  if (!cart) throw notFound('Cart not found')
  return cart
}

export async function ownAddress(req: PayloadRequest, customer: Customer, addressId: string): Promise<Address> {
  const address = await req.payload.db.findOne<Address>({
    collection: 'addresses',
    where: { and: [{ id: { equals: addressId } }, { customer: { equals: customer.id } }] },
    req,
  })
  if (!address) throw notFound('Address not found')
  return address
}

/** Prices the cart again from the published catalogue and the buyer's terms at the moment of ordering, and snapshots name and image. */
async function snapshotLines(req: PayloadRequest, customer: Customer, cart: Cart): Promise<NewOrderLine[]> {
  const [{ priceList: products }, terms] = await Promise.all([catalogue(req.payload), buyerTerms(req.payload, customer)])
  const priced = priceLines(
    products,
    cart.lines.map((line) => ({
      product: idOf(line.product),
      size: line.size,
      code: line.code,
      quantity: line.quantity,
    })),
    terms,
  )
  if (priced.errors.length > 0) {
    const errors = priced.errors.map(({ index, field, message }) => ({
      field: `products.${index}`,
      message: field === 'quantity' ? message : 'This item is no longer available',
    }))
    throw conflict({ message: CART_UNAVAILABLE, errors })
  }
  return priced.lines.map(({ product: id, size, code, quantity, unitPrice }) => {
    const product = products.get(id)!
    return { product: id, name: product.name, image: product.image, size, code, quantity, unitPrice }
  })
}

/** The buyer's amount matches when it is the server total to the paisa, or that total rounded to whole rupees. */
export function amountMatches(clientRupees: number, serverTotal: Paise): boolean {
  return rupeesToPaise(clientRupees) === serverTotal || clientRupees === Math.round(serverTotal / 100)
}

function isCartUniqueViolation(error: unknown): boolean {
  return error instanceof ValidationError && (error.data?.errors ?? []).some((entry: { path?: string }) => entry.path === 'cart')
}

/** Another order already has this readable id (six random characters a day: rare, but never the buyer's problem). */
class OrderIdTaken extends Error {}

function isOrderIdUniqueViolation(error: unknown): boolean {
  return error instanceof ValidationError && (error.data?.errors ?? []).some((entry: { path?: string }) => entry.path === 'orderId')
}

const ORDER_NOT_NUMBERED = 'Your order could not be placed just now. Please place it again.'

/** How many readable ids an order tries before the failure is reported. */
const ORDER_ID_TRIES = 3

/** Gives the prepared order a new readable id, in the id field and in the text its search reads. */
function renumber(order: OrderDocument): void {
  const taken = String(order.orderId)
  order.orderId = newOrderId()
  // The search text is in lower case (orderSearchText), the order id its first word.
  order.searchText = String(order.searchText ?? '').replaceAll(taken.toLowerCase(), order.orderId.toLowerCase())
}

/** An order checked and built, nothing written yet: what `commitOrder` writes, and what approval rules look at. */
export type PreparedOrder = { cart: Cart; lines: NewOrderLine[]; order: OrderDocument }

/** Where a company order ships and whom its invoice bills: the location's address, GSTIN and name, and the company's name. */
export type ShipTo = { locationName: string; address: Order['address']; gstin: string; businessName: string }

/** How an order is placed: by its buyer (their amount must match), or on their behalf by the approver of their request. */
export type PlaceOptions = {
  /** The approving member: the order records them, and it is priced today whatever amount the request carried. */
  approvedBy?: { id: string; name: string }
  /** The company location the order ships to, already checked against the buyer's membership; else `input.addressId`. */
  shipTo?: ShipTo | null
  /** The buyer's company, when they are a member: the order is placed for it. */
  company?: string | null
}

/**
 * Checks and builds the customer's order from their open cart, writing nothing: the cart and the address must be the
 * customer's own (else 404), the lines are priced again from the catalogue, the discount code must be usable (else
 * 400), and the buyer's amount must equal the server's (else 409 with the server's amounts; not when an approver
 * places it, who places it at today's prices); an ONLINE order needs Razorpay keys (else 503).
 */
export async function prepareOrder(
  req: PayloadRequest,
  customer: Customer,
  input: OrderInput,
  options: PlaceOptions = {},
): Promise<PreparedOrder> {
  // An ONLINE order that cannot be paid would only clutter the order list.
  if (input.paymentType === 'ONLINE' && !razorpayAccess()) throw new HttpError(503, { message: MSG.payment.notConfigured })
  const cart = await ownCart(req, customer, input.cartId)
  if (cart.status === 'ordered') throw conflict({ message: CART_ALREADY_ORDERED })
  const shipTo = options.shipTo ?? null
  const address = shipTo ? shipTo.address : addressSnapshot(await ownAddress(req, customer, input.addressId ?? ''))
  const lines = await snapshotLines(req, customer, cart)

  let discount: { code: string; percent: number } | null = null
  if (input.discountCode) {
    discount = await findDiscount(req.payload, input.discountCode)
    if (!discount)
      throw new HttpError(400, { message: MSG.discount.invalid, errors: [{ field: 'discountCode', message: MSG.discount.invalid }] })
  }
  const order = buildOrder(req, {
    customer: customer.id as string,
    lines,
    address,
    discount,
    paymentType: input.paymentType,
    cart: cart.id,
    buyerTax: {
      // A company location is billed by its own GSTIN, in the company's name unless the buyer gave another.
      ...(shipTo
        ? { gstin: shipTo.gstin, businessName: input.businessName ?? shipTo.businessName, locationName: shipTo.locationName }
        : invoicedTo(customer as CustomerDoc, input)),
      poNumber: input.poNumber,
      costCentre: input.costCentre,
    },
    buyer: customer as NonNullable<NewOrder['buyer']>,
    approvedBy: options.approvedBy,
    company: options.company ?? null,
  })
  if (!options.approvedBy && !amountMatches(input.orderAmount, order.total)) {
    throw conflict({
      message: AMOUNT_CHANGED,
      orderAmount: paiseToRupees(order.total),
      subtotal: paiseToRupees(order.subtotal),
      discountAmount: paiseToRupees(order.discount?.amount ?? 0),
    })
  }
  return { cart, lines, order }
}

/**
 * Writes a prepared order. The cart is claimed with one conditional write (open → ordered), so of two simultaneous
 * requests exactly one creates an order; the unique `orders.cart` index backs this up. Its lines are then reserved
 * (409 naming each code that cannot be covered) and the order written, all in one transaction together with
 * `alongside` (an approval's claim of its request): a refusal or a failure leaves the cart open and nothing held.
 */
export async function commitOrder(
  req: PayloadRequest,
  customer: Customer,
  prepared: PreparedOrder,
  alongside?: (order: OrderDocument) => Promise<void>,
) {
  const { cart, lines, order } = prepared
  const place = async (account: CreditAccount | null) => {
    if (account) await checkCredit(req, account, order.total)
    // The cart's claim, the reservation and the order commit together or not at all: one write transaction, one turn
    // at the database's write lock, and nothing to undo by hand when a step is refused.
    const written = await inOneShortTransaction(req, async () => {
      if (alongside) await alongside(order)
      const claimed = await updateWhere(
        req.payload,
        'carts',
        { and: [{ id: { equals: cart.id } }, { customer: { equals: customer.id } }, { status: { equals: 'open' } }] },
        { status: 'ordered' },
        req,
      )
      if (!claimed) throw conflict({ message: CART_ALREADY_ORDERED })
      await reserveOrRefuse(req, String(order.orderId), lines)
      try {
        return await writeOrder(req, order)
      } catch (error) {
        if (isCartUniqueViolation(error)) throw conflict({ message: CART_ALREADY_ORDERED })
        if (isOrderIdUniqueViolation(error)) throw new OrderIdTaken()
        throw error
      }
    })
    orderPlaced(req, written)
    countOrderPlaced(order.paymentType)
    return { orderId: order.orderId, totalAmount: paiseToRupees(order.total), paymentType: order.paymentType }
  }
  // The transaction of a taken id left nothing behind (cart, reservation, order): it is placed again under a new one.
  const placeUnderFreeId = async (account: CreditAccount | null) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await place(account)
      } catch (error) {
        if (!(error instanceof OrderIdTaken)) throw error
        if (attempt >= ORDER_ID_TRIES) throw conflict({ message: ORDER_NOT_NUMBERED })
        renumber(order)
      }
    }
  }
  if (order.paymentType !== 'ACCOUNT') return placeUnderFreeId(null)
  // On account, the credit check and the order it allows happen one order at a time per account (decision 035): the
  // company's, shared by its members, or the buyer's own.
  const account = await creditAccountOf(req, customer as CustomerDoc, order.company ? idOf(order.company) : null)
  return withAccountHold(req.payload, account, () => placeUnderFreeId(account))
}

/** Turns the customer's open cart into an order: `prepareOrder`, then `commitOrder`. */
export async function placeOrder(req: PayloadRequest, customer: Customer, input: OrderInput) {
  return commitOrder(req, customer, await prepareOrder(req, customer, input))
}
