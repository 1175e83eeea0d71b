/**
 * GST arithmetic of one invoice, in integer paise. Shop prices include GST, so tax is taken out of what the buyer
 * pays: every line and the totals add up exactly to the amount paid (docs/decisions/013-gst-invoices.md).
 */
export type TaxLineInput = {
  /** What the buyer pays for the line before the order's discount, GST included. */
  inclusive: number
  /** GST rate in percent (5, 12, 18, 0.25 …). */
  gstRate: number
}

export type TaxedLine = {
  /** The line's share of the order, GST included, after its share of the discount. */
  inclusive: number
  discount: number
  taxableValue: number
  gstRate: number
  cgst: number
  sgst: number
  igst: number
}

export type TaxTotals = { taxableValue: number; cgst: number; sgst: number; igst: number; grandTotal: number; discount: number }

/**
 * Spreads `amount` over `weights` in proportion, by largest remainder: the shares are whole paise and add up to
 * `amount` exactly. BigInt because amount × weight may pass 2^53.
 */
export function spreadInProportion(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0)
  if (amount === 0 || whole === 0) return weights.map(() => 0)
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight))
  const shares = exact.map((value) => value / BigInt(whole))
  const remainders = exact.map((value, index) => ({ index, rest: value % BigInt(whole) }))
  let left = amount - shares.reduce((sum, share) => sum + Number(share), 0)
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1))
  for (const { index } of remainders) {
    if (left === 0) break
    shares[index] += 1n
    left--
  }
  return shares.map(Number)
}

/** Rate in hundredths of a percent, so that 0.25 % and 12 % are both whole numbers. */
const basisPoints = (rate: number) => Math.round(rate * 100)

/** Taxable value inside a GST-inclusive amount: inclusive ÷ (1 + rate), rounded half up to the paisa. */
export function taxableValueOf(inclusive: number, gstRate: number): number {
  const divisor = 10_000n + BigInt(basisPoints(gstRate))
  return Number((2n * BigInt(inclusive) * 10_000n + divisor) / (2n * divisor))
}

/** CGST and SGST are half each; when the tax is an odd number of paise, CGST carries the extra paisa. */
export function splitIntraState(tax: number): { cgst: number; sgst: number } {
  const cgst = Math.ceil(tax / 2)
  return { cgst, sgst: tax - cgst }
}

/** Taxes every line of an order: the discount is spread before tax; intra-state → CGST + SGST, else IGST. */
export function taxLines(lines: readonly TaxLineInput[], discount: number, intraState: boolean): { lines: TaxedLine[]; totals: TaxTotals } {
  const discounts = spreadInProportion(
    discount,
    lines.map((line) => line.inclusive),
  )
  const taxed = lines.map((line, index) => taxedAmount(line.inclusive - discounts[index], discounts[index], line.gstRate, intraState))
  return { lines: taxed, totals: totalsOf(taxed, discount) }
}

/** One GST-inclusive amount (after its `discount`) split into taxable value and tax: intra-state → CGST + SGST, else IGST. */
export function taxedAmount(inclusive: number, discount: number, gstRate: number, intraState: boolean): TaxedLine {
  const taxableValue = taxableValueOf(inclusive, gstRate)
  const tax = inclusive - taxableValue
  const split = intraState ? { ...splitIntraState(tax), igst: 0 } : { cgst: 0, sgst: 0, igst: tax }
  return { inclusive, discount, taxableValue, gstRate, ...split }
}

/** The totals of taxed lines. */
export function totalsOf(taxed: readonly TaxedLine[], discount: number): TaxTotals {
  const sum = (pick: (line: TaxedLine) => number) => taxed.reduce((total, line) => total + pick(line), 0)
  return {
    taxableValue: sum((line) => line.taxableValue),
    cgst: sum((line) => line.cgst),
    sgst: sum((line) => line.sgst),
    igst: sum((line) => line.igst),
    grandTotal: sum((line) => line.inclusive),
    discount,
  }
}
