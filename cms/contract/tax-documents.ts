import { z } from 'zod'

import { documentLotSchema } from './lots'

/** Up to 35 characters, as most purchase systems allow; blank becomes null. */
export const PO_NUMBER_MAX = 35
export const poNumberSchema = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null))
  .refine((value) => value === null || value.length <= PO_NUMBER_MAX, `The PO number can have at most ${PO_NUMBER_MAX} characters`)

/** A cost centre of the buyer's company (up to 60 characters); blank becomes null. */
export const COST_CENTRE_MAX = 60
export const costCentreSchema = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null))
  .refine((value) => value === null || value.length <= COST_CENTRE_MAX, `The cost centre can have at most ${COST_CENTRE_MAX} characters`)

export const businessNameSchema = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null))
  .refine((value) => value === null || value.length <= 120, 'The business name can have at most 120 characters')

const taxLineSchema = z.object({
  code: z.string(),
  description: z.string(),
  hsn: z.string(),
  quantity: z.number(),
  taxableValue: z.number(),
  gstRate: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
  /** Batch No. and Exp. of what was shipped for the line; [] on invoices issued before lots were recorded. */
  lots: z.array(documentLotSchema),
})

/**
 * A document's registration with the e-invoice portal: its IRN, acknowledgement and the signed QR string printed on
 * it, and its e-way bill; `not-required` for documents outside e-invoicing (B2C, delivery challans).
 */
export const eInvoiceSchema = z.object({
  status: z.enum(['pending', 'registered', 'failed', 'cancelled', 'not-required']),
  irn: z.string().nullable(),
  ackNo: z.string().nullable(),
  /** ISO 8601. */
  ackDate: z.string().nullable(),
  signedQrCode: z.string().nullable(),
  ewayBill: z.object({ number: z.string(), generatedAt: z.string(), validUntil: z.string().nullable() }).nullable(),
})

/** `GET /order/invoice/{orderId}?format=json`: amounts in rupees. */
export const invoiceSchema = z.object({
  number: z.string(),
  date: z.string(),
  seller: z.object({ name: z.string(), gstin: z.string(), stateCode: z.string() }),
  buyer: z.object({ name: z.string(), gstin: z.string().nullable() }),
  placeOfSupply: z.object({ state: z.string(), stateCode: z.string() }),
  /** Where the goods go, as printed: a company location's name comes before its address. */
  deliveryAddress: z.string(),
  poNumber: z.string().nullable(),
  /** The company's cost centre the order was charged to; null when none was chosen. */
  costCentre: z.string().nullable(),
  /** The name of the company member who approved the order; null for an order placed without approval. */
  approvedBy: z.string().nullable(),
  /** Orders on account: the terms in days printed on the invoice and the day it is due; null otherwise. */
  payment: z.object({ termsDays: z.number(), dueDate: z.string() }).nullable(),
  lines: z.array(taxLineSchema),
  totals: z.object({ taxableValue: z.number(), cgst: z.number(), sgst: z.number(), igst: z.number(), grandTotal: z.number() }),
  amountInWords: z.string(),
  eInvoice: eInvoiceSchema,
})
export type Invoice = z.infer<typeof invoiceSchema>
export const invoiceResponseSchema = z.object({ data: invoiceSchema })

/**
 * `GET /order/deliveryChallan/{orderId}?format=json`: the invoice's shape for the challan of a replacement; its
 * values are those of the invoice whose goods it replaces (`invoiceNumber`), its tax nil.
 */
export const deliveryChallanResponseSchema = z.object({ data: invoiceSchema.extend({ invoiceNumber: z.string().optional() }) })

/** `GET /order/creditNote/{orderId}?format=json`: the invoice's shape plus the invoice it reverses. */
export const creditNoteResponseSchema = z.object({ data: invoiceSchema.extend({ invoiceNumber: z.string() }) })
