import type { StockReportRow } from '../../contract/stock-reports'

/** `localeCompare` without a locale, as one collator: the same order, without building one per comparison. */
const compareText = new Intl.Collator().compare

/** Each distinct value's place in text order; values the collator finds equal share a place. */
function ranks(values: readonly string[]): Map<string, number> {
  const distinct = [...new Set(values)].sort(compareText)
  const rank = new Map<string, number>()
  distinct.forEach((value, index) => {
    const previous = distinct[index - 1]
    rank.set(value, previous !== undefined && compareText(previous, value) === 0 ? rank.get(previous)! : index)
  })
  return rank
}

/**
 * `rows` sorted in place by code, then expiry, then lot, as `localeCompare` orders text, rows alike keeping their
 * order. Codes and expiry months are ranked once (a few thousand distinct values), so the sort of tens of thousands of
 * rows compares numbers; lots are compared only between rows of one code and expiry.
 */
export function byCodeThenExpiry(rows: StockReportRow[]): StockReportRow[] {
  const codeRank = ranks(rows.map((row) => row.code))
  const expiryRank = ranks(rows.map((row) => row.expiry ?? ''))
  return rows.sort(
    (a, b) =>
      codeRank.get(a.code)! - codeRank.get(b.code)! ||
      expiryRank.get(a.expiry ?? '')! - expiryRank.get(b.expiry ?? '')! ||
      compareText(a.lot ?? '', b.lot ?? ''),
  )
}
