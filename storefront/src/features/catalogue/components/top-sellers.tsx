import { Link } from 'react-router-dom'

import type { ProductCard } from '@contract'

import { ResponsiveImage } from '@/components/ui/responsive-image'
import { NAME_LIMIT } from '@/config/constants'
import { truncate } from '@/lib/text'

import { PriceRanges } from './price-ranges'

/** 'Browse Our Top Selling Products': up to 4 other sutures, names cut to 20 characters, with their price ranges. */
export function TopSellers({ products }: { products: ProductCard[] }) {
  if (products.length === 0) return null
  return (
    <section aria-labelledby="top-sellers-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="top-sellers-heading" className="mb-3 text-base font-semibold text-slate-900">
        Browse Our Top Selling Products
      </h2>
      <ul className="flex flex-col gap-3">
        {products.map((product) => (
          <li key={product._id}>
            <Link to={`/categories/surgical-sutures/${product.slug}`} className="flex items-center gap-3 rounded-md p-1 hover:bg-brand-50">
              <ResponsiveImage
                image={product.imageSet?.[0]}
                src={product.images[0] ?? product.image}
                alt=""
                preferred="thumbnail"
                sizes="56px"
                width={56}
                height={56}
                className="h-14 w-14 shrink-0 rounded border border-slate-100 object-contain"
              />
              <div className="flex flex-col">
                <span data-testid="top-seller-name" className="text-sm font-medium text-slate-900" title={product.name}>
                  {truncate(product.name, NAME_LIMIT.topSeller)}
                </span>
                <PriceRanges ours={product.ourPriceRange} mrp={product.priceRange} />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
