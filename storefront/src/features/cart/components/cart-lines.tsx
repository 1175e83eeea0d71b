import { useState, type Dispatch, type SetStateAction } from 'react'
import toast from 'react-hot-toast'
import { useNavigate } from 'react-router-dom'

import { MAX_LINE_QUANTITY, MSG } from '@contract'

import { Button, ButtonLink } from '@/components/ui/button'

import { clearCart, parseQuantity, removeCartLine, writeCart } from '../cart-store'
import type { PricedLine, QuantityDrafts } from '../pricing'
import { CartLineItem } from './cart-line-item'
import { ClearCartDialog } from './clear-cart-dialog'

const QUANTITY_RULE = `Enter a whole number from 1 to ${MAX_LINE_QUANTITY.toLocaleString('en-IN')}`

export function GoToShopLinks() {
  return (
    <>
      <span className="hidden md:inline">
        <ButtonLink to="/categories" variant="outline">
          Go To Shop
        </ButtonLink>
      </span>
      <span className="md:hidden">
        <ButtonLink to="/shop" variant="outline">
          Go To Shop
        </ButtonLink>
      </span>
    </>
  )
}

type Props = {
  /** The lines priced at the quantities as typed (see `withTypedQuantities`). */
  priced: PricedLine[]
  drafts: QuantityDrafts
  onDraftsChange: Dispatch<SetStateAction<QuantityDrafts>>
  /** A typed quantity differs from the saved one. */
  unsaved: boolean
}

/**
 * The shopping cart: lines with editable quantities (prices follow the typed quantity at once), 'Update cart' to
 * save them, delete and clear.
 */
export function CartLines({ priced, drafts, onDraftsChange: setDrafts, unsaved }: Props) {
  const navigate = useNavigate()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [confirmingClear, setConfirmingClear] = useState(false)

  const draftOf = ({ key, line }: PricedLine) => drafts[key] ?? String(line.quantity)

  const update = () => {
    const nextErrors: Record<string, string> = {}
    const lines = priced.map((entry) => {
      const quantity = parseQuantity(draftOf(entry))
      if (quantity === null) nextErrors[entry.key] = QUANTITY_RULE
      return { ...entry.line, quantity: quantity ?? entry.line.quantity }
    })
    setErrors(nextErrors)
    if (Object.keys(nextErrors).length > 0) return
    writeCart(lines)
    setDrafts({})
    toast.success(MSG.cart.updated)
  }

  const remove = (entry: PricedLine) => {
    try {
      removeCartLine(entry.line)
      setDrafts(({ [entry.key]: _removed, ...rest }) => rest)
      toast.success(MSG.cart.deleted)
    } catch {
      toast.error(MSG.cart.deleteFailed)
    }
  }

  const clear = () => {
    setConfirmingClear(false)
    try {
      clearCart()
      toast.success(MSG.cart.deleted)
      navigate('/categories')
    } catch {
      toast.error(MSG.cart.deleteFailed)
    }
  }

  return (
    <section aria-labelledby="cart-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="cart-title" className="text-lg font-semibold text-slate-900">
          Shopping Cart
        </h2>
        <p className="text-sm text-slate-600">
          {priced.length} {priced.length === 1 ? 'item' : 'items'}
        </p>
      </div>
      <ul className="mt-2 divide-y divide-slate-200">
        {priced.map((entry) => (
          <CartLineItem
            key={entry.key}
            priced={entry}
            quantity={draftOf(entry)}
            error={errors[entry.key]}
            onQuantityChange={(value) => setDrafts((current) => ({ ...current, [entry.key]: value }))}
            onDelete={() => remove(entry)}
          />
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        {unsaved ? <Button onClick={update}>Update cart</Button> : null}
        <button
          type="button"
          onClick={() => setConfirmingClear(true)}
          className="inline-flex items-center rounded-md px-4 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Clear your cart
        </button>
        <span className="ml-auto">
          <GoToShopLinks />
        </span>
      </div>
      <ClearCartDialog open={confirmingClear} onProceed={clear} onCancel={() => setConfirmingClear(false)} />
    </section>
  )
}
