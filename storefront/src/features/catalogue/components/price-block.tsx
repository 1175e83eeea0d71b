import type { CodeEntry } from '@contract'
import { formatPriceRange, formatRupees } from '@contract/money'

import { unitPriceAt } from '../utils/selection'

type Range = { min: number; max: number }

type Props = {
  code?: CodeEntry
  /** The product's first code: its prices are shown when every code costs the same and none is chosen yet. */
  fallbackCode?: CodeEntry
  /** "Our price" and MRP over every code, shown before a code is chosen when the product has more than one price. */
  ranges: { ours: Range; mrp: Range }
  /** The quantity typed (null when it is not a number yet): the chosen code's price follows its quantity tiers. */
  quantity: number | null
}

const sameEnds = (range: Range) => range.min === range.max

/** A range of prices, each end kept on one line. */
function RangeText({ range }: { range: Range }) {
  if (sameEnds(range)) return <span className="whitespace-nowrap">{formatRupees(range.min)}</span>
  return (
    <>
      <span className="whitespace-nowrap">{formatRupees(range.min)}</span> -{' '}
      <span className="whitespace-nowrap">{formatRupees(range.max)}</span>
    </>
  )
}

/**
 * Our Price (discounted, 2 decimals, taxes included; the tier's price once the quantity reaches one), MRP (rounded)
 * and You Save for the chosen code; before a code is chosen, "Our price" lowest–highest with the MRP range when the
 * product has more than one price.
 */
export function PriceBlock({ code, fallbackCode, ranges, quantity }: Props) {
  const shown = code ?? fallbackCode
  if (!shown || (!code && !(sameEnds(ranges.ours) && sameEnds(ranges.mrp)))) {
    return (
      <dl data-testid="price-block" className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1 rounded-lg bg-brand-50 p-4">
        <dt className="text-sm text-slate-700">Our Price</dt>
        <dd>
          <span className="text-xl font-bold text-slate-900 sm:text-2xl">
            <RangeText range={ranges.ours} />
          </span>
          <span className="ml-2 text-xs text-slate-600">Inclusive of all taxes.</span>
        </dd>
        <dt className="text-sm text-slate-700">MRP</dt>
        <dd className="text-sm text-slate-600 line-through">{formatPriceRange(ranges.mrp, { decimals: 0 })}</dd>
      </dl>
    )
  }
  const price = code ? unitPriceAt(code, quantity) : shown.discountedPrice
  const saving = Math.max(0, shown.originalPrice - price)
  return (
    <dl data-testid="price-block" className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1 rounded-lg bg-brand-50 p-4">
      <dt className="text-sm text-slate-700">Our Price</dt>
      <dd>
        <span className="text-2xl font-bold whitespace-nowrap text-slate-900">{formatRupees(price)}</span>
        <span className="ml-2 text-xs text-slate-600">Inclusive of all taxes.</span>
      </dd>
      <dt className="text-sm text-slate-700">MRP</dt>
      <dd className="text-sm text-slate-600 line-through">{formatRupees(shown.originalPrice, { decimals: 0 })}</dd>
      <dt className="text-sm text-slate-700">You Save</dt>
      <dd className="text-sm font-semibold text-emerald-700">{formatRupees(saving)}</dd>
    </dl>
  )
}
