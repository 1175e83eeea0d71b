import { z } from 'zod'

import { addressSchema } from './address'
import { availabilitySchema } from './availability'
import { optionalGstinSchema } from './gstin'
import { MSG } from './messages'
import { MAX_LINE_QUANTITY } from './limits'
import { lineLotSchema } from './lots'
import { issuedDocumentSchema } from './tax-document-kinds'
import { businessNameSchema, costCentreSchema, poNumberSchema } from './tax-documents'

export { MAX_LINE_QUANTITY } from './limits'
/** ACCOUNT: a verified business account with credit pays later, on its terms (docs/decisions/033). */
export const PAYMENT_TYPES = ['ONLINE', 'COD', 'ACCOUNT'] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'FAILED'] as const
export const ORDER_STATUSES = ['ORDERED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

const text = (name: string, max = 100) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max)

export const cartLineRequestSchema = z.object({
  product: text('product', 64),
  size: text('size'),
  code: text('code'),
  /** A whole number 1–10 000; the cart field is free text in the browser, so a digit string is accepted too. */
  quantity: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[0-9]{1,6}$/, 'quantity must be a whole number'),
      ],
      {
        error: 'quantity must be a whole number',
      },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int('quantity must be a whole number')
        .min(1, 'quantity must be at least 1')
        .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
    ),
})

/** `POST /cart/create`: lines only; the server prices them. */
export const cartCreateRequestSchema = z.object({
  products: z.array(cartLineRequestSchema, { error: 'products must be a list' }).min(1, 'The cart is empty').max(200),
})
export type CartCreateRequest = z.input<typeof cartCreateRequestSchema>
/** `lines`: each requested line's code and availability, in the request's order (as product answers give it). */
export const cartCreateResponseSchema = z.object({
  cartId: z.string(),
  subtotal: z.number(),
  lines: z.array(z.object({ code: z.string(), availability: availabilitySchema })),
})

const discountCode = z
  .union([z.string().max(40), z.null()])
  .optional()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : null))

/** An optional id: trimmed, at most 64 characters, null when absent or blank. */
export const optionalId = z
  .union([z.string().max(64), z.null()])
  .optional()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null))

/** An order goes to one of the buyer's addresses or to one of their company's locations: without either, 400 naming `addressId`. */
export function deliverySomewhere(order: { addressId: string | null; locationId: string | null }, context: z.RefinementCtx) {
  if (order.addressId === null && order.locationId === null)
    context.addIssue({ code: 'custom', path: ['addressId'], message: MSG.checkout.deliveryAddressRequired })
}

/**
 * `POST /order/create`. `orderAmount` (rupees) is what the buyer saw; the server compares it with its own total
 * (subtotal of database prices minus the discount) and answers 409 with its amount when they differ. Accepted: the
 * total to the paisa, or that total rounded to whole rupees (the old checkout rounded the amount it showed).
 */
export const orderCreateRequestSchema = z
  .object({
    cartId: text('cartId', 64),
    paymentType: z.enum(PAYMENT_TYPES, { error: 'paymentType must be ONLINE, COD or ACCOUNT' }),
    /** One of the buyer's saved addresses; not needed when the order ships to a company location (`locationId`). */
    addressId: optionalId,
    /**
     * One of the buyer's company's ship-to locations (`GET /company`'s `locations`): the order ships there and its
     * invoice bills that location's GSTIN, with its state as the place of supply.
     */
    locationId: optionalId,
    orderAmount: z.number({ error: 'orderAmount must be a number' }).nonnegative().max(1e9),
    discountCode,
    /** The buyer's GST registration for this order; without it their GSTIN of record applies (contract/checkout.ts). */
    gstin: optionalGstinSchema,
    businessName: businessNameSchema,
    poNumber: poNumberSchema,
    /** One of the buyer's company's cost centres (`GET /company`'s `rules.costCentres`); 400 for any other. */
    costCentre: costCentreSchema,
  })
  .superRefine(deliverySomewhere)
export type OrderCreateRequest = z.input<typeof orderCreateRequestSchema>
export const orderCreateResponseSchema = z.object({
  orderId: z.string(),
  totalAmount: z.number(),
  paymentType: z.enum(PAYMENT_TYPES),
})
/** 409 answer when the buyer's amount differs from the server's. */
export const amountMismatchResponseSchema = z.object({
  message: z.string(),
  orderAmount: z.number(),
  subtotal: z.number(),
  discountAmount: z.number(),
})

export const orderItemSchema = z.object({
  image: z.string().nullable(),
  productName: z.string(),
  quantity: z.number(),
  size: z.string(),
  code: z.string(),
  unitPrice: z.number(),
  /** The lots shipped for the line (Batch No., expiry YYYY-MM, quantity); [] until the order ships. */
  lots: z.array(lineLotSchema),
})

export const orderSchema = z.object({
  orderId: z.string(),
  date: z.string(),
  status: z.string(),
  items: z.array(orderItemSchema),
  subtotal: z.number(),
  discount: z.object({ code: z.string().nullable(), percent: z.number(), amount: z.number() }),
  totalAmount: z.number(),
  paymentType: z.enum(PAYMENT_TYPES),
  paymentStatus: z.string(),
  /** Who carries a shipped order; null until it ships. */
  shipment: z.object({ courier: z.string(), trackingNumber: z.string(), trackingUrl: z.string().nullable() }).nullable(),
  address: addressSchema.omit({ _id: true }),
  gstin: z.string().nullable(),
  businessName: z.string().nullable(),
  poNumber: z.string().nullable(),
  costCentre: z.string().nullable(),
  /** The company location the order ships to, by name; null for an order to one of the buyer's own addresses. */
  location: z.string().nullable(),
  /** The name of the company member who approved the order; null for an order placed without approval. */
  approvedBy: z.string().nullable(),
  /** Who placed it, when another member of the reader's company did; null for the reader's own orders. */
  placedBy: z.string().nullable(),
  /** The order's own tax documents, oldest first, each with its download path; a return's are listed with the return. */
  documents: z.array(issuedDocumentSchema),
  /** The number in `documents` of the GST invoice (issued as the order ships), kept for clients that read it here. */
  invoiceNumber: z.string().nullable(),
  /** The number in `documents` of the credit note of a cancelled, invoiced order. */
  creditNoteNumber: z.string().nullable(),
  /** The number in `documents` of the delivery challan a replacement order shipped with. */
  deliveryChallanNumber: z.string().nullable(),
  /**
   * When an online order not paid in time gave its reserved stock back (site settings' minutes); null while its stock
   * is held, and again once a later payment reserved it.
   */
  stockHoldLapsedAt: z.string().nullable(),
  /** Until when the buyer may cancel (ORDERED orders within the policy's hours), else null. */
  cancellableUntil: z.string().nullable(),
  /** Until when the buyer may ask for a return or replacement (DELIVERED orders within the policy's days), else null. */
  returnableUntil: z.string().nullable(),
})
export type Order = z.infer<typeof orderSchema>
export const myOrdersResponseSchema = z.object({ data: z.object({ orders: z.array(orderSchema) }) })
/** `GET /order/getMyOrder/:orderId` (bearer): one of the customer's orders; anyone else's is a 404. */
export const myOrderResponseSchema = z.object({ data: orderSchema })

export const discountPreviewRequestSchema = z.object({
  code: z.string({ error: 'code is required' }).trim().min(1, 'code is required').max(40),
  cartTotal: z.number({ error: 'cartTotal must be a number' }).nonnegative().max(1e9),
})
export const discountPreviewResponseSchema = z.object({ code: z.string(), percent: z.number(), amount: z.number() })

/** `POST /payment/order`: the order to pay; any amount sent is ignored. */
export const paymentOrderRequestSchema = z.object({
  orderId: text('orderId', 64),
  amount: z.unknown().optional(),
  currency: z.unknown().optional(),
})
/**
 * The Razorpay order to open checkout.js with: `id` is Razorpay's order id, `amount` is in PAISE (the unit
 * checkout.js and Razorpay use), `order_id` is the shop's order id, `keyId` the public key for checkout.js.
 */
export const paymentOrderResponseSchema = z.object({
  data: z.object({ id: z.string(), amount: z.number(), currency: z.literal('INR'), order_id: z.string(), keyId: z.string() }),
})

export const paymentVerifyRequestSchema = z.object({
  razorpay_order_id: text('razorpay_order_id'),
  razorpay_payment_id: text('razorpay_payment_id'),
  razorpay_signature: text('razorpay_signature', 200),
  orderId: text('orderId', 64),
  amount: z.unknown().optional(),
  currency: z.unknown().optional(),
  cartId: z.unknown().optional(),
})
export const paymentCancelledRequestSchema = z.object({ orderId: text('orderId', 64) })

export const shopSettingsResponseSchema = z.object({
  data: z.object({ onlinePayment: z.boolean(), razorpayKeyId: z.string().nullable() }),
})
