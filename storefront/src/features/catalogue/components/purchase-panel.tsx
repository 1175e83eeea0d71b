import { lazy, Suspense, useId, useRef, useState } from 'react'

import { ourPriceRange, priceRange, type Product } from '@contract'
import { availabilityWords, canBeOrdered } from '@contract/availability'

import { AvailabilityNote } from '@/components/ui/availability-note'
import { Button } from '@/components/ui/button'

import { codeOptionLabel } from '../utils/code-label'
import {
  chooseCode,
  chooseSize,
  codePlaceholder,
  codesForSize,
  hasGeneralSizeOnly,
  initialSelection,
  parseQuantity,
  selectedCodeEntry,
  unitPriceAt,
  type Selection,
} from '../utils/selection'
import { PriceBlock } from './price-block'
import { StickyAddToCart } from './sticky-add-to-cart'

// Quantity breaks and pack rules matter once a code is chosen: their table loads then, not with the page.
const TradeTerms = lazy(() => import('./trade-terms').then((module) => ({ default: module.TradeTerms })))

type Props = {
  product: Product
  /** Called with the raw selection; the route validates it and adds the line to the cart. */
  onAddToCart: (selection: Selection) => void
}

const fieldClasses =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:bg-slate-100'

/** Price block, size → code selectors, quantity and the Add To Cart button. */
export function PurchasePanel({ product, onAddToCart }: Props) {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product))
  const ids = { form: useId(), size: useId(), code: useId(), quantity: useId() }
  const addButton = useRef<HTMLButtonElement>(null)
  const generalOnly = hasGeneralSizeOnly(product)
  const codes = codesForSize(product, selection.size)
  const chosen = selectedCodeEntry(product, selection)
  const quantity = parseQuantity(selection.quantity)
  // A code out of stock (without backorders) cannot be added: the button says why.
  const soldOut = chosen?.availability && !canBeOrdered(chosen.availability) ? availabilityWords(chosen.availability) : null

  return (
    <form
      id={ids.form}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        onAddToCart(selection)
      }}
    >
      <PriceBlock
        code={chosen}
        fallbackCode={product.variants[0]?.codes[0]}
        ranges={{ ours: ourPriceRange(product.variants), mrp: priceRange(product.variants) }}
        quantity={quantity}
      />
      {!generalOnly && (
        <div>
          <label htmlFor={ids.size} className="text-sm font-medium text-slate-800">
            Size
          </label>
          <select
            id={ids.size}
            name="size"
            value={selection.size}
            onChange={(event) => setSelection((current) => chooseSize(product, current, event.target.value))}
            className={fieldClasses}
          >
            <option value="">Select size</option>
            {product.variants.map((variant) => (
              <option key={variant.size} value={variant.size}>
                {variant.size}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor={ids.code} className="text-sm font-medium text-slate-800">
          Code
        </label>
        <select
          id={ids.code}
          name="code"
          value={selection.code}
          disabled={!selection.size}
          onChange={(event) => setSelection((current) => chooseCode(product, current, event.target.value))}
          className={fieldClasses}
        >
          <option value="">{codePlaceholder(product)}</option>
          {codes.map((code) => (
            <option key={code.shortCode} value={code.shortCode}>
              {code.availability
                ? `${codeOptionLabel(code, selection.size)} · ${availabilityWords(code.availability)}`
                : codeOptionLabel(code, selection.size)}
            </option>
          ))}
        </select>
        {chosen ? <AvailabilityNote availability={chosen.availability} className="mt-1 block text-sm" /> : null}
      </div>
      <div>
        <label htmlFor={ids.quantity} className="text-sm font-medium text-slate-800">
          Quantity
        </label>
        <input
          id={ids.quantity}
          name="quantity"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={selection.quantity}
          onChange={(event) => setSelection((current) => ({ ...current, quantity: event.target.value }))}
          className={fieldClasses}
        />
      </div>
      {chosen && (
        <Suspense fallback={null}>
          <TradeTerms code={chosen} quantity={quantity} />
        </Suspense>
      )}
      <Button ref={addButton} type="submit" disabled={soldOut !== null} className="w-full py-3 text-base">
        {soldOut ?? 'Add To Cart'}
      </Button>
      <StickyAddToCart formId={ids.form} watch={addButton} price={chosen ? unitPriceAt(chosen, quantity) : null} soldOut={soldOut} />
    </form>
  )
}
