import { z } from 'zod'

/**
 * Lots (batches) recorded when an order ships: for each line one or more lots — lot number, expiry month and quantity —
 * adding up to the line's quantity. Medical device labels carry lot and expiry; sale records and recalls need them.
 */

/** Expiry as a month, `YYYY-MM`: a lot may be used until the end of that month. */
export const LOT_EXPIRY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/
export const LOT_NUMBER_MAX = 40

/** Lot numbers are free text, kept trimmed and upper-case so a recall finds them however they were typed. */
export function normaliseLotNumber(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toUpperCase() : ''
}

/** The last calendar day (YYYY-MM-DD) a lot expiring in `expiry` (YYYY-MM) may still be shipped on. */
export function lastDayOfExpiry(expiry: string): string {
  const [year, month] = expiry.split('-').map(Number)
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
}

/** What documents print for a lot shipped without an expiry (a product that is not sterile). */
export const NO_EXPIRY = '—'

/** `2027-03` → `03/2027`, as invoices and labels print an expiry; `—` for a lot without one. */
export function expiryLabel(expiry: string | null | undefined): string {
  if (!expiry) return NO_EXPIRY
  return LOT_EXPIRY_PATTERN.test(expiry) ? `${expiry.slice(5)}/${expiry.slice(0, 4)}` : expiry
}

/** "Batch No. NS2409-118 · Exp. 03/2027 · Qty 3" ("Exp. —" without an expiry, no "Qty" when it is not known) */
export function lotLabel(lot: { lot: string; expiry?: string | null; quantity: number | null }): string {
  const label = `Batch No. ${lot.lot} · Exp. ${expiryLabel(lot.expiry)}`
  return lot.quantity === null ? label : `${label} · Qty ${lot.quantity}`
}

/** A shipped lot; `expiry` is null for a lot of a product that is not sterile, shipped without one. */
export type ShippedLot = { code: string; lot: string; expiry: string | null; quantity: number }
/**
 * One order line as the lot rules see it: its code, quantity, whether its product tracks lots and whether its lots need
 * an expiry (the product is sterile, or unknown: a deleted product still needs one).
 */
export type LotLine = { code: string; quantity: number; tracksLots: boolean; needsExpiry: boolean }
export type LotProblem = { path: string; message: string }
export type LotRules = {
  /** Today in the shop's time zone, YYYY-MM-DD. */
  today: string
  /** The first day (YYYY-MM-DD) a shipped lot must still be usable on: today + the site setting's minimum days. */
  usableUntil: string
  minimumDays: number
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {})

/**
 * Checks `shipment.lots` against the order's lines. Every line of a product that tracks lots needs lots adding up to its
 * quantity; each lot needs a lot number and a whole quantity, and an expiry (YYYY-MM) when its product is sterile; a
 * lot of another product may leave the expiry out. A lot with an expiry before `usableUntil` is refused. Problems name
 * the field (`shipment.lots.2.expiry`) and the code.
 */
export function checkShipmentLots(lines: LotLine[], input: unknown, rules: LotRules): { lots: ShippedLot[] } | { problems: LotProblem[] } {
  const problems: LotProblem[] = []
  if (input !== undefined && input !== null && !Array.isArray(input)) {
    return { problems: [{ path: 'shipment.lots', message: 'shipment.lots must be a list of { code, lot, expiry, quantity }' }] }
  }
  const ordered = new Map<string, { quantity: number; tracksLots: boolean; needsExpiry: boolean }>()
  for (const line of lines) {
    const known = ordered.get(line.code)
    ordered.set(line.code, {
      quantity: (known?.quantity ?? 0) + line.quantity,
      tracksLots: (known?.tracksLots ?? false) || line.tracksLots,
      needsExpiry: (known?.needsExpiry ?? false) || line.needsExpiry,
    })
  }
  const lots: ShippedLot[] = []
  const given = new Map<string, number>()
  ;((input as unknown[] | null | undefined) ?? []).forEach((entry, index) => {
    const row = record(entry)
    const path = (field: string) => `shipment.lots.${index}.${field}`
    const code = typeof row.code === 'string' ? row.code.trim() : ''
    const named = code ? `Code ${code}` : `Lot ${index + 1}`
    const lot = normaliseLotNumber(row.lot)
    const expiry = typeof row.expiry === 'string' ? row.expiry.trim() : ''
    const quantity = row.quantity
    const before = problems.length
    if (!code) problems.push({ path: path('code'), message: `${named}: the catalogue code is required` })
    else if (!ordered.has(code)) problems.push({ path: path('code'), message: `${named} is not on this order` })
    if (!lot) problems.push({ path: path('lot'), message: `${named}: the lot number is required` })
    else if (lot.length > LOT_NUMBER_MAX) {
      problems.push({ path: path('lot'), message: `${named}: the lot number can have at most ${LOT_NUMBER_MAX} characters` })
    }
    if (!expiry) {
      if (ordered.get(code)?.needsExpiry ?? true) {
        problems.push({ path: path('expiry'), message: `${named}: the expiry (YYYY-MM) is required for a sterile product` })
      }
    } else if (!LOT_EXPIRY_PATTERN.test(expiry)) {
      problems.push({ path: path('expiry'), message: `${named}: the expiry must be a month as YYYY-MM, not "${expiry}"` })
    } else if (lastDayOfExpiry(expiry) < rules.usableUntil) {
      problems.push({
        path: path('expiry'),
        message:
          lastDayOfExpiry(expiry) < rules.today
            ? `${named}: lot ${lot} expired in ${expiry} and cannot be shipped`
            : `${named}: lot ${lot} expires in ${expiry}, less than the ${rules.minimumDays} days before expiry the shop ships with (usable until ${rules.usableUntil} at least)`,
      })
    }
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
      problems.push({ path: path('quantity'), message: `${named}: the quantity must be a whole number of at least 1` })
    }
    if (problems.length === before) {
      lots.push({ code, lot, expiry: expiry || null, quantity: quantity as number })
      given.set(code, (given.get(code) ?? 0) + (quantity as number))
    }
  })
  if (problems.length > 0) return { problems }
  for (const [code, line] of ordered) {
    const total = given.get(code) ?? 0
    if (total === 0 && !line.tracksLots) continue
    if (total !== line.quantity) {
      problems.push({
        path: 'shipment.lots',
        message:
          total === 0
            ? `Code ${code}: lots are required (lot number, ${line.needsExpiry ? 'expiry ' : ''}and quantity adding up to ${line.quantity})`
            : `Code ${code}: the lots add up to ${total}, the line has ${line.quantity}`,
      })
    }
  }
  return problems.length > 0 ? { problems } : { lots }
}

/** A shipped lot as documents and the shop API show it; `expiry` is null for a lot shipped without one. */
export const lineLotSchema = z.object({ lot: z.string(), expiry: z.string().nullable(), quantity: z.number() })
/**
 * A lot as a tax document names it. On a credit note for part of a line shipped from several lots, `quantity` is null:
 * the returned units came from those lots, and the return does not say which.
 */
export const documentLotSchema = lineLotSchema.extend({ quantity: z.number().nullable() })
export type DocumentLot = z.infer<typeof documentLotSchema>

/** `GET /api/staff/lots/{lot}` (and `?product=&from=&to=`): who received a lot. */
export const lotRecipientSchema = z.object({
  orderId: z.string(),
  /** When the order shipped (ISO), or when it was placed for an order shipped before lots were recorded. */
  date: z.string(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  code: z.string(),
  lot: z.string(),
  quantity: z.number(),
  /** YYYY-MM, or null for a lot shipped without an expiry (a product that is not sterile). */
  expiry: z.string().nullable(),
})
export type LotRecipient = z.infer<typeof lotRecipientSchema>
export const lotRecipientsResponseSchema = z.object({ data: z.array(lotRecipientSchema) })

const month = z.string().regex(LOT_EXPIRY_PATTERN, 'A month as YYYY-MM')

/**
 * `GET /api/staff/lots/{lot}` or `GET /api/staff/lots?lot=` (a lot number), or `?product=<id>` / `?code=<catalogue code>`
 * with an optional expiry range `from`/`to` (YYYY-MM); `format=csv` for the spreadsheet.
 */
export const lotRecallQuerySchema = z
  .object({
    lot: z.string().trim().min(1, 'The lot number is required').max(LOT_NUMBER_MAX).optional(),
    product: z
      .string()
      .regex(/^[0-9a-f-]{24,36}$/i, 'A product id')
      .optional(),
    code: z.string().trim().min(1).max(60).optional(),
    from: month.optional(),
    to: month.optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((query) => query.lot || query.product || query.code, { message: 'Give a lot number, or a product or code', path: ['lot'] })
