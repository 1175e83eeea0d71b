import { useId, useLayoutEffect, useState, type KeyboardEvent, type ReactNode } from 'react'

import { FEATURED_TABS, type FeaturedTabId, type ProductCard } from '@contract'

import { ButtonLink } from '@/components/ui/button'
import { CardSkeletons } from '@/components/ui/skeleton'
import { FEATURED_COUNT, SKELETONS, TIMINGS } from '@/config/constants'
import { useMinWidth } from '@/lib/use-media-query'

import { cardRowClasses } from './card-row'

type Props = {
  /** Each tab's cards, as `GET /product/featured` answers them (pinned products first, then the tab's categories). */
  tabs: Record<FeaturedTabId, ProductCard[]> | undefined
  /** Draws one product card; the route supplies the catalogue's card. */
  renderCard: (product: ProductCard, to: string) => ReactNode
}

/** Featured / Dressings / Disposables tabs: 6 products from md up, else 4; 6 skeletons for 500 ms on a switch. */
export function FeaturedProducts({ tabs, renderCard }: Props) {
  const [tabIndex, setTabIndex] = useState(0)
  const [switching, setSwitching] = useState(false)
  const mediumUp = useMinWidth('md')
  const id = useId()

  // Timed from the render that shows the skeletons (a layout effect; Preact runs passive effects after the next frame).
  useLayoutEffect(() => {
    if (!switching) return
    const timer = window.setTimeout(() => setSwitching(false), TIMINGS.tabSkeletonMs)
    return () => window.clearTimeout(timer)
  }, [switching, tabIndex])

  const choose = (next: number) => {
    if (next === tabIndex) return
    setTabIndex(next)
    setSwitching(true)
    document.getElementById(`${id}-tab-${next}`)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') choose((tabIndex + 1) % FEATURED_TABS.length)
    if (event.key === 'ArrowLeft') choose((tabIndex + FEATURED_TABS.length - 1) % FEATURED_TABS.length)
  }

  const shown = (tabs?.[FEATURED_TABS[tabIndex].id] ?? []).slice(0, mediumUp ? FEATURED_COUNT.mediumUp : FEATURED_COUNT.small)
  const loading = switching || !tabs

  return (
    <section aria-labelledby={`${id}-heading`} className="below-fold mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
      <h2 id={`${id}-heading`} className="mb-4 text-center text-2xl font-bold text-slate-900 sm:mb-6 sm:text-3xl">
        Featured Products
      </h2>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus moves between the tabs (roving tabindex), not to the list */}
      <div role="tablist" aria-label="Product groups" onKeyDown={onKeyDown} className="mb-5 flex flex-wrap justify-center gap-2 sm:mb-8">
        {FEATURED_TABS.map((tab, index) => (
          <button
            key={tab.id}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === tabIndex}
            aria-controls={`${id}-panel`}
            tabIndex={index === tabIndex ? 0 : -1}
            onClick={() => choose(index)}
            className={`rounded-full px-5 py-2 text-sm font-semibold transition-colors ${index === tabIndex ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-brand-50'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${tabIndex}`}
        aria-busy={loading}
        className={cardRowClasses('md:grid-cols-3')}
      >
        {loading ? <CardSkeletons count={SKELETONS.tabs} /> : shown.map((product) => renderCard(product, `/products/${product.slug}`))}
      </div>
      <div className="mt-6 flex justify-center sm:mt-8">
        <ButtonLink to="/categories" variant="outline">
          Shop Other Products
        </ButtonLink>
      </div>
    </section>
  )
}
