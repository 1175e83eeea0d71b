import { z } from 'zod'

import { issuedDocumentSchema } from './tax-document-kinds'

/** The shop API's schemas for cancellation and returns (docs/requirements.md, "After the sale"). */
export { AFTER_SALE_DEFAULTS, cancellationPolicyText, returnPolicyText, type AfterSalePolicy } from './after-sale-policy'

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} can have at most ${max} characters`)

/** `POST /order/cancel` (bearer). */
export const orderCancelRequestSchema = z.object({ orderId: text('orderId', 64), reason: text('reason', 500) })
export type OrderCancelRequest = z.input<typeof orderCancelRequestSchema>
export const orderCancelResponseSchema = z.object({
  message: z.string(),
  orderId: z.string(),
  status: z.literal('CANCELLED'),
  /** Rupees given back (a paid online order), else null. */
  refund: z.object({ amount: z.number(), method: z.enum(['RAZORPAY', 'MANUAL']) }).nullable(),
})

export const RETURN_KINDS = ['RETURN', 'REPLACE'] as const
export type ReturnKind = (typeof RETURN_KINDS)[number]
export const RETURN_REASONS = ['DAMAGED', 'WRONG_ITEM', 'SHORT_EXPIRY', 'OTHER'] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  DAMAGED: 'Damaged',
  WRONG_ITEM: 'Wrong item',
  SHORT_EXPIRY: 'Short expiry',
  OTHER: 'Other',
}
export const RETURN_STATUSES = ['REQUESTED', 'APPROVED', 'RECEIVED', 'REFUNDED', 'REPLACED', 'REJECTED'] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved, pickup arranged',
  RECEIVED: 'Received by us',
  REFUNDED: 'Refunded',
  REPLACED: 'Replacement sent',
  REJECTED: 'Rejected',
}

/** Where a return may go next: a refund ends a RETURN, a replacement order ends a REPLACE; REJECTED until received. */
export const NEXT_RETURN_STATUSES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  REQUESTED: ['APPROVED', 'REJECTED'],
  APPROVED: ['RECEIVED', 'REJECTED'],
  RECEIVED: ['REFUNDED', 'REPLACED', 'REJECTED'],
  REFUNDED: [],
  REPLACED: [],
  REJECTED: [],
}

/** Photos of a return: at most this many, each a JPEG, PNG or WebP of at most this size. */
export const RETURN_PHOTOS_MAX = 5
export const RETURN_PHOTO_MAX_BYTES = 2 * 1024 * 1024
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const RETURN_NOTE_MAX = 1000

const returnLineSchema = z.object({
  code: text('code', 100),
  quantity: z
    .number({ error: 'quantity must be a whole number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(10_000, 'quantity must be at most 10000'),
})

/** `POST /return/create` (bearer; JSON, or multipart with this as the `data` field and up to 5 `photos`). */
export const returnCreateRequestSchema = z.object({
  orderId: text('orderId', 64),
  kind: z.enum(RETURN_KINDS, { error: 'kind must be RETURN or REPLACE' }),
  lines: z.array(returnLineSchema, { error: 'lines must be a list' }).min(1, 'Choose at least one line').max(200),
  reason: z.enum(RETURN_REASONS, { error: 'reason must be DAMAGED, WRONG_ITEM, SHORT_EXPIRY or OTHER' }),
  note: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null))
    .refine((value) => value === null || value.length <= RETURN_NOTE_MAX, `The note can have at most ${RETURN_NOTE_MAX} characters`),
})
export type ReturnCreateRequest = z.input<typeof returnCreateRequestSchema>
export const returnCreateResponseSchema = z.object({ returnId: z.string() })
export const returnPhotosResponseSchema = z.object({ returnId: z.string(), photos: z.number() })

export const returnSchema = z.object({
  returnId: z.string(),
  orderId: z.string(),
  kind: z.enum(RETURN_KINDS),
  status: z.enum(RETURN_STATUSES),
  lines: z.array(z.object({ code: z.string(), name: z.string(), size: z.string(), quantity: z.number() })),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  photos: z.number(),
  rejectionReason: z.string().nullable(),
  /** Rupees given back once REFUNDED, else null. */
  refund: z.object({ amount: z.number(), method: z.enum(['RAZORPAY', 'MANUAL']), reference: z.string().nullable() }).nullable(),
  creditNoteNumber: z.string().nullable(),
  /** The return's tax documents (its credit note once REFUNDED), each with its download path. */
  documents: z.array(issuedDocumentSchema),
  replacementOrderId: z.string().nullable(),
  date: z.string(),
})
export type Return = z.infer<typeof returnSchema>
/** `GET /return/getMyReturns` (bearer): newest first. */
export const myReturnsResponseSchema = z.object({ data: z.array(returnSchema) })
