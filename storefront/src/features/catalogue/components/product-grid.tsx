import type { ReactNode } from 'react'

import { CardSkeletons } from '@/components/ui/skeleton'

type Props = { loading: boolean; skeletons: number; children: ReactNode }

/** The responsive grid of product and category cards, with skeleton cards while loading. */
export function CardGrid({ loading, skeletons, children }: Props) {
  return (
    <div
      aria-busy={loading}
      className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:gap-6 xl:grid-cols-4"
    >
      {loading ? <CardSkeletons count={skeletons} /> : children}
    </div>
  )
}
