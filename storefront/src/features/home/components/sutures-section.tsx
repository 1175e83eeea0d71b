import type { ReactNode } from 'react'

import type { ProductCard } from '@contract'

import { CardSkeletons } from '@/components/ui/skeleton'
import { SKELETONS } from '@/config/constants'
import { useMinWidth } from '@/lib/use-media-query'

import { SUTURES_SECTION } from '../content'

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
    <section aria-labelledby="sutures-heading" className="below-fold bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="sutures-heading" className="mb-8 text-center text-3xl font-bold tracking-wide text-slate-900">
          {SUTURES_SECTION.title}
        </h2>
        <div aria-busy={!products} className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:gap-6 xl:grid-cols-4">
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
