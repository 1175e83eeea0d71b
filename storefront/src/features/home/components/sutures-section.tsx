import type { ReactNode } from 'react'

import type { ProductCard } from '@contract'

import { CardSkeletons } from '@/components/ui/skeleton'
import { SKELETONS } from '@/config/constants'
import { useMinWidth } from '@/lib/use-media-query'

import { SUTURES_SECTION } from '../content'
import { cardRowClasses } from './card-row'

type Props = { products: ProductCard[] | undefined; renderCard: (product: ProductCard, to: string) => ReactNode }

/**
 * 'SURGICAL SUTURES': the sutures of the category's first page on large screens, half of them (rounded up) on smaller
 * ones; 4 skeletons.
 */
export function SuturesSection({ products, renderCard }: Props) {
  const large = useMinWidth('lg')
  const all = products ?? []
  const shown = large ? all : all.slice(0, Math.ceil(all.length / 2))
  return (
    <section aria-labelledby="sutures-heading" className="below-fold bg-slate-50 py-10 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="sutures-heading" className="mb-5 text-center text-2xl font-bold tracking-wide text-slate-900 sm:mb-8 sm:text-3xl">
          {SUTURES_SECTION.title}
        </h2>
        <div aria-busy={!products} className={cardRowClasses('md:grid-cols-3 xl:grid-cols-4')}>
          {products ? (
            shown.map((product) => renderCard(product, `/categories/${SUTURES_SECTION.categorySlug}/${product.slug}`))
          ) : (
            <CardSkeletons count={SKELETONS.sutures} />
          )}
        </div>
      </div>
    </section>
  )
}
