import type { ReactNode } from 'react'

import { CardSkeletons } from '@/components/ui/skeleton'
import { InSlices } from '@/lib/later'

type Props = { loading: boolean; skeletons: number; children: ReactNode }

/** Cards drawn with the first screen (a row on the widest screens, more than a phone shows); the rest follow a few per task. */
const FIRST_CARDS = 4
const CARDS_PER_TASK = 8

/** The responsive grid of product and category cards, with skeleton cards while loading. */
export function CardGrid({ loading, skeletons, children }: Props) {
  return (
    <div aria-busy={loading} className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:gap-6 xl:grid-cols-4">
      {loading ? (
        <CardSkeletons count={skeletons} />
      ) : (
        <InSlices first={FIRST_CARDS} step={CARDS_PER_TASK}>
          {children}
        </InSlices>
      )}
    </div>
  )
}
