import { z } from 'zod'

/**
 * Staff reports on stock (admins, order managers, warehouse): stock on hand by code, lot and location, the movement
 * history of a lot, and the sale register by lot a drug inspector asks for.
 */

const MAX_EXPIRY_DAYS = 3650

const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

const isRealDay = (day: string) => DAY_PATTERN.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day

/** `GET /api/staff/stock/report` query: every filter optional; `code` is a prefix, compared without spaces. */
export const stockReportQuerySchema = z.object({
  format: z.enum(['json', 'csv', 'xlsx'], { error: 'format must be json, csv or xlsx' }).default('json'),
  code: z.string().trim().max(60, { error: 'A code has at most 60 characters' }).optional(),
  location: z.string().trim().min(1).max(60, { error: 'Name a location by its code, e.g. MAIN' }).optional(),
  expiringWithinDays: z.coerce
    .number({ error: `expiringWithinDays must be a whole number from 0 to ${MAX_EXPIRY_DAYS}` })
    .int({ error: `expiringWithinDays must be a whole number from 0 to ${MAX_EXPIRY_DAYS}` })
    .min(0, { error: `expiringWithinDays must be a whole number from 0 to ${MAX_EXPIRY_DAYS}` })
    .max(MAX_EXPIRY_DAYS, { error: `expiringWithinDays must be a whole number from 0 to ${MAX_EXPIRY_DAYS}` })
    .optional(),
  belowReorder: z.enum(['true', 'false'], { error: 'belowReorder must be true or false' }).optional(),
})
export type StockReportQuery = z.output<typeof stockReportQuerySchema>

/**
 * One lot of a code at a location. `lot`, `expiry` are null on the row of a code below its reorder level that holds no
 * stock at all; `daysToExpiry` counts to the last day of the expiry month (negative once expired).
 */
export const stockReportRowSchema = z.object({
  code: z.string(),
  product: z.string(),
  lot: z.string().nullable(),
  expiry: z.string().nullable(),
  manufactured: z.string().nullable(),
  location: z.string().nullable(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  daysToExpiry: z.number().int().nullable(),
})
export type StockReportRow = z.infer<typeof stockReportRowSchema>

/** The JSON answer: rows by code, then expiry; `today` is the shop's day the days were counted from. */
export const stockReportSchema = z.object({ today: z.string(), data: z.array(stockReportRowSchema) })
export type StockReport = z.infer<typeof stockReportSchema>

/** One movement of a lot, oldest first, with the lot's balance on hand (or reserved) after it at that location. */
export const lotMovementSchema = z.object({
  id: z.string(),
  at: z.string(),
  type: z.string(),
  quantity: z.number().int(),
  location: z.string(),
  who: z.string(),
  document: z.string().nullable(),
  reason: z.string().nullable(),
  onHandAfter: z.number().int(),
  reservedAfter: z.number().int(),
})

export const lotMovementsSchema = z.object({ code: z.string(), lot: z.string(), data: z.array(lotMovementSchema) })
export type LotMovements = z.infer<typeof lotMovementsSchema>

/** The last day of the year starting on `day`: 2026-04-01 → 2027-03-31. */
function lastDayOfYearFrom(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year + 1, month - 1, date - 1)).toISOString().slice(0, 10)
}

const day = (name: string) =>
  z
    .string({ error: `${name} is required, as YYYY-MM-DD` })
    .trim()
    .refine(isRealDay, { error: `${name} must be a date as YYYY-MM-DD, e.g. 2026-04-01` })

/** `GET /api/staff/stock/sale-register?from=&to=`: shipments on those shop days, both included, at most a year apart. */
export const saleRegisterQuerySchema = z
  .object({
    from: day('from'),
    to: day('to'),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('csv'),
  })
  .superRefine((query, context) => {
    if (!isRealDay(query.from) || !isRealDay(query.to)) return
    if (query.to < query.from) context.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' })
    if (query.to > lastDayOfYearFrom(query.from)) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'The register covers at most one year: choose a shorter range' })
    }
  })
export type SaleRegisterQuery = z.output<typeof saleRegisterQuerySchema>

/** One shipped lot line: when, on which invoice, to whom (with the GSTIN on record), what and how many. */
export const saleRegisterRowSchema = z.object({
  shipped: z.string(),
  orderId: z.string(),
  invoice: z.string().nullable(),
  buyer: z.string(),
  gstin: z.string().nullable(),
  code: z.string(),
  lot: z.string(),
  expiry: z.string().nullable(),
  quantity: z.number().int(),
})
export type SaleRegisterRow = z.infer<typeof saleRegisterRowSchema>

export const saleRegisterSchema = z.object({ from: z.string(), to: z.string(), data: z.array(saleRegisterRowSchema) })
