import { z } from 'zod'

import { LOT_EXPIRY_PATTERN, LOT_NUMBER_MAX, normaliseLotNumber } from './lots'

/**
 * Stock: a ledger of movements per catalogue code, lot (with its expiry month) and location, and the balance each
 * keeps (on hand, reserved, available). Shared by the server, the admin and the storefront.
 */

/** Every kind of change to stock. A movement is never edited or deleted; a mistake is undone by a reversing one. */
export const STOCK_MOVEMENT_TYPES = [
  'receipt',
  'reservation',
  'release',
  'shipment',
  'return',
  'quarantine',
  'adjustment',
  'transfer',
] as const

/** The location every shop starts with; stock given without a location goes there. */
export const MAIN_WAREHOUSE = { name: 'Main warehouse', code: 'MAIN' } as const

/** Why stock was adjusted by hand. */
export const STOCK_ADJUSTMENT_REASONS = ['count-correction', 'damage', 'expiry-write-off', 'sample'] as const
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number]

export const STOCK_ADJUSTMENT_REASON_LABELS: Record<StockAdjustmentReason, string> = {
  'count-correction': 'Count correction',
  damage: 'Damage',
  'expiry-write-off': 'Expiry write-off',
  sample: 'Sample',
}

/** Why a movement happened, where its type does not say it all: an adjustment's reason, or a release of unpaid stock. */
export const STOCK_MOVEMENT_REASONS = [...STOCK_ADJUSTMENT_REASONS, 'payment-not-completed'] as const
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number]

export const STOCK_MOVEMENT_REASON_LABELS: Record<StockMovementReason, string> = {
  ...STOCK_ADJUSTMENT_REASON_LABELS,
  'payment-not-completed': 'Payment not completed',
}

/** How long an online order's reservation waits for its payment, in minutes (site settings): by default, and at least. */
export const UNPAID_HOLD_MINUTES = { default: 30, min: 5 } as const

export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number]

const MAX_RECEIPT_LINES = 500
const MAX_UNITS = 1_000_000

const wholeUnits = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_UNITS, { error: `At most ${MAX_UNITS} units` })

const lotNumber = z
  .string({ error: 'The lot number is required' })
  .transform(normaliseLotNumber)
  .pipe(
    z
      .string()
      .min(1, { error: 'The lot number is required' })
      .max(LOT_NUMBER_MAX, { error: `A lot number has at most ${LOT_NUMBER_MAX} characters` }),
  )

const expiryMonth = z
  .string({ error: 'The expiry is required, as YYYY-MM' })
  .trim()
  .regex(LOT_EXPIRY_PATTERN, { error: 'The expiry must be a month as YYYY-MM, e.g. 2027-03' })

/** A stock location named by its code (MAIN) or id; none: the main warehouse. */
const locationRef = z.string().trim().min(1, { error: 'Name a location by its code, e.g. MAIN' }).max(60).optional()

const receiptLineSchema = z
  .object({
    code: z.string({ error: 'The catalogue code must be text' }).trim().min(1).max(60).optional(),
    gtin: z.string({ error: 'The GTIN must be text' }).trim().min(1).max(20).optional(),
    lot: lotNumber,
    expiry: expiryMonth,
    quantity: wholeUnits('The quantity must be a whole number of at least 1'),
    manufactured: z
      .string({ error: 'The manufacturing date must be YYYY-MM-DD or YYYY-MM' })
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, { error: 'The manufacturing date must be YYYY-MM-DD or YYYY-MM' })
      .optional(),
  })
  .refine((line) => line.code || line.gtin, { error: 'Give the catalogue code or the GTIN', path: ['code'] })

/**
 * `POST /api/staff/stock/receipts` (admins and warehouse): goods received into a location (none: the main warehouse).
 * Each line names its code by catalogue code or GTIN. All lines are written together, or none: a bad line is a 400
 * naming it (`lines.2.expiry`).
 */
export const stockReceiptSchema = z.object({
  location: locationRef,
  lines: z
    .array(receiptLineSchema, { error: 'lines must be a list of { code or gtin, lot, expiry, quantity }' })
    .min(1, { error: 'A receipt needs at least one line' })
    .max(MAX_RECEIPT_LINES, { error: `At most ${MAX_RECEIPT_LINES} lines per receipt` }),
})
export type StockReceipt = z.output<typeof stockReceiptSchema>

/**
 * `POST /api/staff/stock/adjustments` (admins and warehouse): a lot's count changed by hand, with the reason; units in
 * positive, out negative. A lot cannot go below zero available.
 */
export const stockAdjustmentSchema = z.object({
  code: z.string({ error: 'The catalogue code is required' }).trim().min(1, { error: 'The catalogue code is required' }).max(60),
  lot: lotNumber,
  location: locationRef,
  quantity: z
    .number({ error: 'The quantity must be a whole number, negative to take units out' })
    .int({ error: 'The quantity must be a whole number, negative to take units out' })
    .refine((quantity) => quantity !== 0, { error: 'The quantity cannot be 0' })
    .refine((quantity) => Math.abs(quantity) <= MAX_UNITS, { error: `At most ${MAX_UNITS} units` }),
  reason: z.enum(STOCK_ADJUSTMENT_REASONS, { error: `The reason must be one of ${STOCK_ADJUSTMENT_REASONS.join(', ')}` }),
})
export type StockAdjustment = z.output<typeof stockAdjustmentSchema>

/** A lot's balance as the stock endpoints answer it. */
export const stockBalanceSchema = z.object({
  code: z.string(),
  lot: z.string(),
  expiry: z.string(),
  location: z.string(),
  onHand: z.number(),
  reserved: z.number(),
  available: z.number(),
})

/** What a receipt or an adjustment answers (201): the document's reference, its movements' ids and the balances after. */
export const stockMovementResponseSchema = z.object({
  document: z.string(),
  movements: z.array(z.string()),
  balances: z.array(stockBalanceSchema),
})
export type StockMovementResponse = z.infer<typeof stockMovementResponseSchema>

const pickedLineBase = { code: z.string(), quantity: z.number().int() }

/**
 * `GET /api/staff/orders/{id}/pick` (order managers, warehouse, admins): for each line the lots to take, first expiry
 * first, from the main warehouse's stock available to the order (free units plus those it reserved), skipping lots
 * short of the buyer's minimum shelf life today; `short` is what no lot covers. A product that does not track stock
 * answers `{ tracked: false }` for its lines: its lots are typed at shipping.
 */
export const pickSuggestionSchema = z.object({
  orderId: z.string(),
  /** The minimum the lots keep: months ahead, and a fraction of the shelf life (null: none asked). */
  minimumShelfLife: z.object({ months: z.number(), fraction: z.number().nullable() }),
  lines: z.array(
    z.discriminatedUnion('tracked', [
      z.object({
        ...pickedLineBase,
        tracked: z.literal(true),
        lots: z.array(z.object({ lot: z.string(), expiry: z.string(), quantity: z.number().int() })),
        short: z.number().int(),
      }),
      z.object({ ...pickedLineBase, tracked: z.literal(false) }),
    ]),
  ),
})
export type PickSuggestion = z.infer<typeof pickSuggestionSchema>
