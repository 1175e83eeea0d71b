import type { Payload } from 'payload'

import { idOf } from '../../contract/ids'
import { lastDayOfExpiry } from '../../contract/lots'
import type { StockReport, StockReportQuery, StockReportRow } from '../../contract/stock-reports'
import type { StockLot } from '../../payload-types'
import { shopDay } from '../../lib/shop-time'
import { codeRules, codesBelowReorder } from './code-rules'

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

/**
 * Stock on hand by code, lot and location, sorted by code then expiry: every lot holding units, narrowed by a code
 * prefix, a location (its code), lots expiring within N days, or codes below their reorder level (a code with none
 * left shows as one row without a lot). The lots are one database read; products, thresholds and locations come from
 * memory or small reads beside it.
 */
export async function stockReport(payload: Payload, query: StockReportQuery, now = new Date()): Promise<StockReport> {
  const today = shopDay(now)
  const [locations, rules] = await Promise.all([locationCodes(payload), codeRules(payload)])
  // Straight through the database adapter: balances have no read hooks, and running the Local API's per-document read
  // steps over tens of thousands of rows was most of the report's time (bench:stock).
  const { docs } = await payload.db.find<StockLot>({
    collection: 'stock-lots',
    where: { onHand: { greater_than: 0 } },
    select: { code: true, lot: true, expiry: true, manufactured: true, location: true, onHand: true, reserved: true, available: true },
    limit: 0,
    pagination: false,
    req: {},
  })
  const prefix = query.code ? compact(query.code) : ''
  const location = query.location?.toUpperCase()
  const rows: StockReportRow[] = []
  const availableByCode = new Map<string, number>()
  for (const doc of docs) {
    const locationCode = locations.get(idOf(doc.location) ?? '') ?? ''
    if (location && locationCode !== location) continue
    availableByCode.set(doc.code, (availableByCode.get(doc.code) ?? 0) + (doc.available ?? 0))
    if (prefix && !compact(doc.code).startsWith(prefix)) continue
    const days = daysToExpiry(today, doc.expiry)
    if (query.expiringWithinDays !== undefined && days > query.expiringWithinDays) continue
    rows.push({
      code: doc.code,
      product: rules.get(doc.code)?.product ?? '',
      lot: doc.lot,
      expiry: doc.expiry,
      manufactured: doc.manufactured ?? null,
      location: locationCode,
      onHand: doc.onHand,
      reserved: doc.reserved,
      available: doc.available,
      daysToExpiry: days,
    })
  }
  const data = query.belowReorder === 'true' ? belowReorderRows(rows, rules, availableByCode, prefix, query) : rows
  data.sort(
    (a, b) => a.code.localeCompare(b.code) || (a.expiry ?? '').localeCompare(b.expiry ?? '') || (a.lot ?? '').localeCompare(b.lot ?? ''),
  )
  return { today, data }
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
