import { formatPriceRange } from '@contract/money'

type Range = { min: number; max: number }

/**
 * "Our price" lowest–highest, the MRP range (whole rupees, struck through) beside it: what a card or list entry says of
 * a product's prices, so a buyer never reads the MRP as the price.
 */
export function PriceRanges({ ours, mrp, className = '' }: { ours: Range; mrp: Range; className?: string }) {
  const discounted = ours.max < mrp.max || ours.min < mrp.min
  return (
    <dl className={`flex flex-wrap items-baseline gap-x-2 text-sm ${className}`}>
      <dt className="text-xs text-slate-600">Our price</dt>
      <dd className="font-semibold text-slate-900">{formatPriceRange(ours)}</dd>
      {discounted && (
        <>
          <dt className="text-xs text-slate-600">MRP</dt>
          <dd className="text-xs text-slate-600 line-through">{formatPriceRange(mrp, { decimals: 0 })}</dd>
        </>
      )}
    </dl>
  )
}
