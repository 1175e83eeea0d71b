import { z } from 'zod'

import { optionalGstinSchema } from './gstin'
import { deliverySomewhere, optionalId, PAYMENT_TYPES } from './orders'
import { costCentreSchema, poNumberSchema } from './tax-documents'

export const QUOTE_STATUSES = ['NEW', 'QUOTED', 'ORDERED', 'CLOSED'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(64)

/** A calendar day `YYYY-MM-DD`, today or later (in UTC, so server and browser agree). */
const futureDay = z
  .string({ error: 'expectedDelivery must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expectedDelivery must be a date (YYYY-MM-DD)')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'expectedDelivery must be a real date')
  .refine((day) => day >= new Date().toISOString().slice(0, 10), 'expectedDelivery cannot be in the past')

/**
 * `POST /quote/create` (bearer): asks for a quote on a server cart of the customer's own (`POST /cart/create`), with
 * the organisation's name, its GSTIN (check character validated), a delivery date and a message. → 201 `{ quoteId }`,
 * the quote's reference like an order id (`NQ-261125-7KQ2`: NQ, the day, four characters), used by every later call.
 * The cart's lines and today's prices are copied into the quote; the cart stays open.
 */
export const quoteCreateRequestSchema = z.object({
  cartId: id('cartId'),
  organisation: z
    .string({ error: 'Organisation is required' })
    .trim()
    .min(2, 'Organisation is required')
    .max(120, 'At most 120 characters'),
  gstin: optionalGstinSchema,
  message: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(z.string().max(1000, 'At most 1000 characters').nullable()),
  expectedDelivery: z
    .union([futureDay, z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
})
export type QuoteCreateRequest = z.input<typeof quoteCreateRequestSchema>
export const quoteCreateResponseSchema = z.object({ quoteId: z.string() })

export const quoteLineSchema = z.object({
  productName: z.string(),
  size: z.string(),
  code: z.string(),
  quantity: z.number(),
  /** "Our price" in rupees when the quote was asked for. */
  listPrice: z.number(),
  /** The unit price staff quoted, in rupees; null until quoted. */
  quotedPrice: z.number().nullable(),
})

/** A quote as its buyer sees it; amounts in rupees. `total` is at quoted prices once quoted, else null. */
export const quoteSchema = z.object({
  /** The reference, e.g. NQ-261125-7KQ2. */
  quoteId: z.string(),
  date: z.string(),
  status: z.enum(QUOTE_STATUSES),
  organisation: z.string(),
  gstin: z.string().nullable(),
  expectedDelivery: z.string().nullable(),
  message: z.string().nullable(),
  lines: z.array(quoteLineSchema),
  total: z.number().nullable(),
  /** Last day (`YYYY-MM-DD`) the quoted prices hold; null until quoted. */
  validUntil: z.string().nullable(),
  /** The order made from this quote, once ordered. */
  orderId: z.string().nullable(),
})
export type Quote = z.infer<typeof quoteSchema>

/** `GET /quote/getMyQuotes` (bearer) → `{ data: Quote[] }`, newest first. */
export const myQuotesResponseSchema = z.object({ data: z.array(quoteSchema) })

/**
 * `POST /quote/order` (bearer): accepts a QUOTED quote that is still valid and places it as an order at the quoted
 * prices, priced on the server from the quote (no amount is sent). → 201 `{ orderId, totalAmount, paymentType }`,
 * as `POST /order/create`. Someone else's or an unknown quote is a 404; a quote not QUOTED, or past its validity
 * date, is a 409 `{ message }`; an address not the customer's own is a 404. A company member's order follows the
 * company's PO number, cost centre and location rules and the accounts role's (400 naming the field, 403), as checkout's.
 */
export const quoteOrderRequestSchema = z
  .object({
    quoteId: id('quoteId'),
    addressId: optionalId,
    /** A company member's ship-to location, as on `POST /order/create`. */
    locationId: optionalId,
    paymentType: z.enum(PAYMENT_TYPES, { error: 'paymentType must be ONLINE, COD or ACCOUNT' }).default('COD'),
    /** What the buyer's company asks of every order (a PO number it requires, one of its cost centres), as at checkout. */
    poNumber: poNumberSchema,
    costCentre: costCentreSchema,
  })
  .superRefine(deliverySomewhere)
export type QuoteOrderRequest = z.input<typeof quoteOrderRequestSchema>

/** A rate contract runs at most this many years: prices agreed further ahead are renegotiated, not kept. */
export const RATE_CONTRACT_MAX_YEARS = 3

/**
 * `POST /api/staff/quotes/:id/price-list` (staff): `validUntil` (YYYY-MM-DD), the rate contract's last day, from today
 * to three years ahead. Without it the list runs to the quote's last valid day, or for a year when that has passed.
 */
export const rateContractRequestSchema = z.object({
  validUntil: z.iso.date({ error: 'validUntil must be a date like 2027-11-30' }).optional(),
})
export type RateContractRequest = z.input<typeof rateContractRequestSchema>
