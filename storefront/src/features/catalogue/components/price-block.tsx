import type { CodeEntry } from '@contract'
import { formatRupees } from '@contract/money'

type Props = {
  code?: CodeEntry
  /** The product's first code: its prices are shown when every code costs the same and none is chosen yet. */
  fallbackCode?: CodeEntry
  range: { min: number; max: number }
}

/**
 * Our Price (discounted, 2 decimals, taxes included), MRP (rounded) and You Save for the chosen code; before a code is
 * chosen, the price range when the product has more than one price.
 */
export function PriceBlock({ code, fallbackCode, range }: Props) {
  const shown = code ?? fallbackCode
  if (!shown || (!code && range.min !== range.max)) {
    return (
      <div data-testid="price-block" className="rounded-lg bg-brand-50 p-4">
        <p className="text-sm text-slate-700">Price</p>
        <p className="text-xl font-bold text-slate-900 sm:text-2xl">
          <span className="whitespace-nowrap">{formatRupees(range.min)}</span> -{' '}
          <span className="whitespace-nowrap">{formatRupees(range.max)}</span>
        </p>
        <p className="mt-1 text-xs text-slate-600">Inclusive of all taxes.</p>
      </div>
    )
  }
  const saving = Math.max(0, shown.originalPrice - shown.discountedPrice)
  return (
    <dl data-testid="price-block" className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1 rounded-lg bg-brand-50 p-4">
      <dt className="text-sm text-slate-700">Our Price</dt>
      <dd>
        <span className="text-2xl font-bold text-slate-900">{formatRupees(shown.discountedPrice)}</span>
        <span className="ml-2 text-xs text-slate-600">Inclusive of all taxes.</span>
      </dd>
      <dt className="text-sm text-slate-700">MRP</dt>
      <dd className="text-sm text-slate-600 line-through">{formatRupees(shown.originalPrice, { decimals: 0 })}</dd>
      <dt className="text-sm text-slate-700">You Save</dt>
      <dd className="text-sm font-semibold text-emerald-700">{formatRupees(saving)}</dd>
    </dl>
  )
}
