import { useEffect, useState, type RefObject } from 'react'
import { createPortal } from 'react-dom'

import { formatRupees } from '@contract/money'

import { Button } from '@/components/ui/button'
import { useMinWidth } from '@/lib/use-media-query'

/** Set while the bar shows, so toasts sit above it (app/shell/toaster.tsx). */
export const STICKY_BAR_HEIGHT_VAR = '--sticky-bar-height'
const BAR_HEIGHT = '4.5rem'

type Props = {
  /** The purchase form the bar's button submits. */
  formId: string
  /** The form's own Add To Cart button: the bar shows only while it is out of sight. */
  watch: RefObject<HTMLElement | null>
  price: number | null
  /** For a code that cannot be ordered, why ("Out of stock"): the button is disabled and says so. */
  soldOut: string | null
}

/**
 * Phones (below 640 px): the product page's Add To Cart in a bar fixed to the bottom of the screen, shown while the
 * form's own button is scrolled out of sight, so the buyer never has to look for it below the fold.
 */
export function StickyAddToCart({ formId, watch, price, soldOut }: Props) {
  const wide = useMinWidth('sm')
  const [buttonVisible, setButtonVisible] = useState(true)
  useEffect(() => {
    const element = watch.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => setButtonVisible(entries.some((entry) => entry.isIntersecting)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [watch])
  const shown = !wide && !buttonVisible
  useEffect(() => {
    if (!shown) return
    document.documentElement.style.setProperty(STICKY_BAR_HEIGHT_VAR, BAR_HEIGHT)
    return () => {
      document.documentElement.style.removeProperty(STICKY_BAR_HEIGHT_VAR)
    }
  }, [shown])

  if (!shown) return null
  // Outside the form in the page (the `form` attribute ties the button to it), so the form holds one Add To Cart.
  return createPortal(
    <div
      data-testid="sticky-add-to-cart"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur"
      style={{ height: BAR_HEIGHT }}
    >
      <p className="min-w-0 flex-1 text-sm text-slate-700">
        {price !== null ? (
          <span className="block text-base font-semibold text-slate-900">{formatRupees(price)}</span>
        ) : (
          'Choose size and code'
        )}
      </p>
      <Button type="submit" form={formId} disabled={soldOut !== null} className="py-3">
        {soldOut ?? 'Add To Cart'}
      </Button>
    </div>,
    document.body,
  )
}
