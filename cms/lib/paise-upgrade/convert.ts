/**
 * The one-off move of trade data from rupees to integer paise (docs/decisions/042-trade-prices-in-paise.md): quantity
 * tiers of product codes (and of their versions and of catalogue imports' "before" values), price lists' lines and
 * credit limits were stored in rupees. Pure functions on stored values, shared by the SQLite migration and the
 * adapter-agnostic upgrade that MongoDB runs.
 */

/** What a conversion found, by kind of value: how many it converted, and those that held a fraction of a paisa. */
export type PaiseUpgradeReport = {
  converted: Record<UpgradedValue, number>
  /** Values with more than two decimals, rounded to the nearest paisa (none are expected: the fields checked it). */
  fractional: { kind: UpgradedValue; rupees: number }[]
}

export type UpgradedValue = 'tier prices' | 'price-list prices' | 'credit limits' | 'import tier prices'

export function emptyReport(): PaiseUpgradeReport {
  return { converted: { 'tier prices': 0, 'price-list prices': 0, 'credit limits': 0, 'import tier prices': 0 }, fractional: [] }
}

/** Rupees as stored → the nearest whole paisa, halves up; whether the value held a fraction of a paisa. */
export function rupeesToWholePaise(rupees: number): { paise: number; fractional: boolean } {
  const exact = rupees * 100
  const paise = Math.round(exact)
  // A float such as 1.15 × 100 = 114.99999999999999 is a whole paisa; a stored 1.155 is not.
  return { paise, fractional: Math.abs(exact - paise) > 1e-6 }
}

/** How a stored amount changes: rupees → whole paise by default (a migration's `down` passes the way back). */
export type Conversion = (value: number) => number
const toWholePaise: Conversion = (rupees) => rupeesToWholePaise(rupees).paise

/** One stored rupee amount in paise, counted in `report`; anything but a number is left as it is. */
export function paiseOf<T>(value: T, kind: UpgradedValue, report: PaiseUpgradeReport, convert: Conversion = toWholePaise): T | number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value
  const paise = convert(value)
  const { fractional } = rupeesToWholePaise(value)
  report.converted[kind] += 1
  if (fractional) report.fractional.push({ kind, rupees: value })
  return paise
}

type StoredTier = Record<string, unknown> & { price?: unknown }
type StoredCode = Record<string, unknown> & { tiers?: StoredTier[] | null }
type StoredVariant = Record<string, unknown> & { codes?: StoredCode[] | null }

/** A product's (or version's) sizes as stored, with every code's tier prices in paise; other fields untouched. */
export function variantsInPaise(
  variants: unknown,
  report: PaiseUpgradeReport,
  kind: UpgradedValue = 'tier prices',
  convert?: Conversion,
): unknown {
  if (!Array.isArray(variants)) return variants
  return (variants as StoredVariant[]).map((variant) =>
    Array.isArray(variant.codes)
      ? {
          ...variant,
          codes: variant.codes.map((code) =>
            Array.isArray(code.tiers)
              ? { ...code, tiers: code.tiers.map((tier) => ({ ...tier, price: paiseOf(tier.price, kind, report, convert) })) }
              : code,
          ),
        }
      : variant,
  )
}

/** A price list's lines with their prices in paise. */
export function linesInPaise<L extends { price?: unknown }>(
  lines: readonly L[] | null | undefined,
  report: PaiseUpgradeReport,
  convert?: Conversion,
) {
  return Array.isArray(lines) ? lines.map((line) => ({ ...line, price: paiseOf(line.price, 'price-list prices', report, convert) })) : lines
}

/** A customer's credit group with its limit in paise. */
export function creditInPaise<C extends { limit?: unknown }>(
  credit: C | null | undefined,
  report: PaiseUpgradeReport,
  convert?: Conversion,
) {
  return credit && typeof credit.limit === 'number' ? { ...credit, limit: paiseOf(credit.limit, 'credit limits', report, convert) } : credit
}

/**
 * A catalogue import's entries with the tier prices of the sizes it kept as "before" values in paise, so reverting an
 * import made before the move writes paise back.
 */
export function importEntriesInPaise(entries: unknown, report: PaiseUpgradeReport, convert?: Conversion): unknown {
  if (!Array.isArray(entries)) return entries
  return entries.map((entry: { before?: { variants?: unknown } | null }) =>
    entry?.before && Array.isArray(entry.before.variants)
      ? {
          ...entry,
          before: { ...entry.before, variants: variantsInPaise(entry.before.variants, report, 'import tier prices', convert) },
        }
      : entry,
  )
}

/** One line for the log: what was converted and whether anything held a fraction of a paisa. */
export function describeReport(report: PaiseUpgradeReport): string {
  const counts = Object.entries(report.converted)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ')
  const fractions =
    report.fractional.length === 0
      ? 'none held a fraction of a paisa'
      : `${report.fractional.length} held a fraction of a paisa and were rounded: ${report.fractional
          .slice(0, 20)
          .map(({ kind, rupees }) => `${kind} ${rupees}`)
          .join(', ')}`
  return `Trade prices moved from rupees to paise: ${counts}; ${fractions}.`
}
