import { Link } from 'react-router-dom'

import { formatRupees } from '@contract/money'

import { AvailabilityNote } from '@/components/ui/availability-note'

import type { PricedLine } from '../pricing'

type Props = {
  priced: PricedLine
  quantity: string
  error?: string
  onQuantityChange: (value: string) => void
  onDelete: () => void
}

const SUTURES = 'SURGICAL SUTURES'

function LineDetails({ priced }: { priced: PricedLine }) {
  const { line, unitPrice, mrp, priceChanged, path, packRule, packProblem, availability } = priced
  return (
    <div className="min-w-0">
      <h3 className="font-semibold text-slate-900">
        {path ? (
          <Link to={path} className="hover:text-brand-700 hover:underline">
            {line.data.name}
          </Link>
        ) : (
          line.data.name
        )}
      </h3>
      {line.data.genericName ? <p className="text-sm text-slate-600">{line.data.genericName}</p> : null}
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
        {line.data.category.name === SUTURES ? <span className="hidden md:inline">Size: {line.size}</span> : null}
        <span>Code: {line.code}</span>
        {unitPrice !== null ? <AvailabilityNote availability={availability} /> : null}
      </p>
      {unitPrice === null ? (
        <p className="mt-1 text-sm font-medium text-red-700">No longer available: please remove it</p>
      ) : (
        <p className="mt-1 text-sm">
          <span className="font-semibold text-slate-900">{formatRupees(unitPrice)}</span>
          {mrp !== null && mrp > unitPrice ? (
            <span className="ml-2 text-slate-600 line-through">{formatRupees(mrp, { decimals: 0 })}</span>
          ) : null}
          {priceChanged ? (
            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">Price updated</span>
          ) : null}
        </p>
      )}
      {packRule ? <p className="mt-1 text-xs font-medium text-slate-700">{packRule}</p> : null}
      {packProblem ? (
        <p role="alert" className="mt-1 text-xs font-medium text-red-700">
          {packProblem}
        </p>
      ) : null}
    </div>
  )
}

/**
 * One cart line: picture, name, code, today's price, an editable quantity and a delete button. The controls sit
 * beside the details on wider screens and in a full-width row below them on phones.
 */
export function CartLineItem({ priced, quantity, error, onQuantityChange, onDelete }: Props) {
  const { line, unitPrice, image } = priced
  const quantityId = `quantity-${priced.key}`
  return (
    <li
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-3 py-4 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:gap-x-4"
      data-testid="cart-line"
    >
      <div className="h-20 w-20 overflow-hidden rounded-lg border border-slate-200 bg-slate-50 sm:h-24 sm:w-24">
        {image ? <img src={image} alt={line.data.name} width={96} height={96} className="h-full w-full object-contain" /> : null}
      </div>
      <LineDetails priced={priced} />
      <div className="col-span-2 flex items-center gap-3 sm:col-span-1 sm:flex-col sm:items-end sm:justify-between">
        <div className="flex items-center gap-2">
          <label htmlFor={quantityId} className="text-sm text-slate-700">
            Qty
          </label>
          <input
            id={quantityId}
            inputMode="numeric"
            value={quantity}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${quantityId}-error` : undefined}
            aria-label={`Quantity of ${line.data.name} (${line.code})`}
            onChange={(event) => onQuantityChange(event.target.value)}
            className="w-20 rounded-md border border-slate-300 px-2 py-1.5 text-center text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600"
          />
        </div>
        {unitPrice !== null ? (
          <p className="ml-auto text-sm font-semibold whitespace-nowrap text-slate-900 sm:ml-0 sm:text-base">
            {formatRupees(unitPrice * line.quantity)}
          </p>
        ) : null}
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete ${line.data.name} (${line.code}) from the cart`}
          className="rounded-md p-1.5 text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path
              d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      {error ? (
        <p id={`${quantityId}-error`} role="alert" className="col-span-2 text-xs font-medium text-red-700 sm:col-span-3">
          {error}
        </p>
      ) : null}
    </li>
  )
}
