import { Link } from 'react-router-dom'

import type { Product, ProductCard } from '@contract'
import { formatPriceRange } from '@contract/money'

import { ResponsiveImage } from '@/components/ui/responsive-image'

import { codesToList } from '../utils/code-label'
import { productPath } from '../utils/product-links'

/** Codes listed under a result; the product page has the rest. */
const CODES_SHOWN = 6

/** The codes of a result, those the query names first and in full (short code, size and detail). */
function ResultCodes({ product, query }: { product: Pick<Product, 'variants'>; query: string }) {
  const { codes, more } = codesToList(product, query, CODES_SHOWN)
  if (codes.length === 0) return null
  return (
    <ul aria-label="Codes" className="mt-2 flex flex-wrap gap-1.5 text-xs">
      {codes.map((code) => (
        <li
          key={code.shortCode}
          data-testid="result-code"
          className={`rounded border px-1.5 py-0.5 ${code.matches ? 'border-brand-300 bg-brand-50 font-semibold text-brand-900' : 'border-slate-200 text-slate-700'}`}
        >
          {code.shortCode}
          {code.matches && code.detail ? <span className="font-normal"> · {code.detail}</span> : null}
        </li>
      ))}
      {more > 0 ? <li className="px-1 py-0.5 text-slate-600">+{more} more</li> : null}
    </ul>
  )
}

/**
 * One product of the search results page: image, name (the link), generic name and category, price range, and its
 * codes once the whole product has arrived.
 */
export function SearchResult({ card, product, query }: { card: ProductCard; product: Product | undefined; query: string }) {
  return (
    <li data-testid="search-result" className="relative flex gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:gap-4">
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-md bg-slate-50 sm:h-24 sm:w-24">
        <ResponsiveImage
          image={card.imageSet?.[0]}
          src={card.images[0] ?? card.image}
          alt=""
          preferred="thumbnail"
          sizes="96px"
          width={96}
          height={96}
          className="h-full w-full object-contain p-1"
        />
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold text-slate-900">
          <Link to={productPath(card)} className="after:absolute after:inset-0 hover:text-brand-700 hover:underline">
            {card.name}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">{[card.genericName, card.category.name].filter(Boolean).join(' · ')}</p>
        <p className="mt-1 text-sm font-medium text-brand-700">{formatPriceRange(card.priceRange)}</p>
        {product ? <ResultCodes product={product} query={query} /> : null}
      </div>
    </li>
  )
}
