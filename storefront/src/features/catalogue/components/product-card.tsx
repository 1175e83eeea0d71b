import type { KeyboardEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'

import type { ProductCard as ProductCardData } from '@contract'

import { buttonClasses } from '@/components/ui/button'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { NAME_LIMIT } from '@/config/constants'
import { truncate } from '@/lib/text'

import { PriceRanges } from './price-ranges'

type Props = {
  product: ProductCardData
  /** Where the card leads; the canonical product page unless a section says otherwise. */
  to: string
  nameLimit?: number
  priority?: boolean
  /** The name's heading level: h2 where the grid sits right under the page's h1, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3'
}

/**
 * A product in a grid: first image, name cut to 30 characters, "Our price" range with the MRP range, and 'Purchase Now'. A click anywhere on
 * the card opens the product; from the keyboard the button takes Enter or Space.
 */
export function ProductCard({ product, to, nameLimit = NAME_LIMIT.categoryCard, priority = false, headingLevel = 'h3' }: Props) {
  const navigate = useNavigate()
  const Heading = headingLevel
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === ' ') {
      event.preventDefault()
      navigate(to)
    }
  }
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the whole card is a click target for the mouse; keyboards use the link inside
    <article
      data-testid="product-card"
      onClick={() => navigate(to)}
      className="group flex cursor-pointer flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="aspect-square overflow-hidden bg-slate-50">
        <ResponsiveImage
          image={product.imageSet?.[0]}
          src={product.images[0] ?? product.image}
          alt={product.imageSet?.[0]?.alt || product.name}
          sizes="(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 90vw"
          width={480}
          height={480}
          priority={priority}
          className="h-full w-full object-contain p-2 transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-base font-semibold text-slate-900" title={product.name}>
          {truncate(product.name, nameLimit)}
        </Heading>
        <PriceRanges ours={product.ourPriceRange} mrp={product.priceRange} />
        <Link
          to={to}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={onKeyDown}
          aria-label={`Purchase Now: ${product.name}`}
          className={buttonClasses('primary', 'mt-auto w-full')}
        >
          Purchase Now
        </Link>
      </div>
    </article>
  )
}
