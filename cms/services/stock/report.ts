import type { Payload } from 'payload'

import { lastDayOfExpiry } from '../../contract/lots'
import { readStockOnHand } from '../../database'
import type { StockReport, StockReportQuery, StockReportRow } from '../../contract/stock-reports'
import { shopDay } from '../../lib/shop-time'
import { codeRules, codesBelowReorder } from './code-rules'
import { byCodeThenExpiry } from './report-order'

const DAY_MS = 86_400_000

/** Codes are compared as typed, without spaces and case: "NS 30" finds "NS30-1" and "ns 30-1". */
const compact = (code: string) => code.replace(/\s+/g, '').toUpperCase()

/** Days from `today` to the last day a lot of `expiry` may be used (0 on that day, negative after). */
export const daysToExpiry = (today: string, expiry: string) =>
  Math.round((Date.parse(lastDayOfExpiry(expiry)) - Date.parse(today)) / DAY_MS)

async function locationCodes(payload: Payload): Promise<Map<string, string>> {
  const { docs } = await payload.find({
    collection: 'stock-locations',
    select: { code: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [String(doc.id), doc.code]))
}

/** `daysToExpiry` from `today`, worked out once per expiry month: the report's lots share a few dozen months. */
function daysToExpiryFrom(today: string): (expiry: string) => number {
  const known = new Map<string, number>()
  return (expiry) => {
    let days = known.get(expiry)
    if (days === undefined) known.set(expiry, (days = daysToExpiry(today, expiry)))
    return days
  }
}

/**
 * Stock on hand by code, lot and location, sorted by code then expiry: every lot holding units, narrowed by a code
 * prefix, a location (its code), lots expiring within N days, or codes below their reorder level (a code with none
 * left shows as one row without a lot). The lots are one read through the database boundary with only the fields
 * shown; products, thresholds and locations are joined from maps in memory.
 */
export async function stockReport(payload: Payload, query: StockReportQuery, now = new Date()): Promise<StockReport> {
  const today = shopDay(now)
  const [locations, rules, lots] = await Promise.all([locationCodes(payload), codeRules(payload), readStockOnHand(payload)])
  const prefix = query.code ? compact(query.code) : ''
  const location = query.location?.toUpperCase()
  const daysTo = daysToExpiryFrom(today)
  const rows: StockReportRow[] = []
  const availableByCode = new Map<string, number>()
  for (const lot of lots) {
    const locationCode = locations.get(lot.location) ?? ''
    if (location && locationCode !== location) continue
    availableByCode.set(lot.code, (availableByCode.get(lot.code) ?? 0) + lot.available)
    if (prefix && !compact(lot.code).startsWith(prefix)) continue
    const days = daysTo(lot.expiry)
    if (query.expiringWithinDays !== undefined && days > query.expiringWithinDays) continue
    rows.push({
      code: lot.code,
      product: rules.get(lot.code)?.product ?? '',
      lot: lot.lot,
      expiry: lot.expiry,
      manufactured: lot.manufactured,
      location: locationCode,
      onHand: lot.onHand,
      reserved: lot.reserved,
      available: lot.available,
      daysToExpiry: days,
    })
  }
  const data = query.belowReorder === 'true' ? belowReorderRows(rows, rules, availableByCode, prefix, query) : rows
  return { today, data: byCodeThenExpiry(data) }
}

/** The rows of codes below their reorder level, and a row for each such code holding nothing (unless asked by expiry). */
function belowReorderRows(
  rows: StockReportRow[],
  rules: Awaited<ReturnType<typeof codeRules>>,
  availableByCode: ReadonlyMap<string, number>,
  prefix: string,
  query: StockReportQuery,
): StockReportRow[] {
  const below = codesBelowReorder(rules, availableByCode).filter((code) => !prefix || compact(code.code).startsWith(prefix))
  const codes = new Set(below.map((code) => code.code))
  const kept = rows.filter((row) => codes.has(row.code))
  if (query.expiringWithinDays !== undefined) return kept
  const shown = new Set(kept.map((row) => row.code))
  for (const code of below) {
    if (shown.has(code.code)) continue
    kept.push({
      code: code.code,
      product: code.product,
      lot: null,
      expiry: null,
      manufactured: null,
      location: null,
      onHand: 0,
      reserved: 0,
      available: 0,
      daysToExpiry: null,
    })
  }
  return kept
}
