import { useId, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'

import { MSG, PAGES, SEARCH_RESULTS } from '@contract'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { Button } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/form-field'
import { PageContainer } from '@/components/ui/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentHead } from '@/lib/use-document-head'

import { useProductsByIds } from '../api/get-products-by-ids'
import { useProductSearch } from '../api/search-products'
import { SearchResult } from '../components/search-result'
import { searchPath } from '../utils/product-links'

/**
 * /search?q=: every product the search finds (up to `SEARCH_RESULTS.max`), as the header's box ranks them, each with
 * the codes the query names. Where Enter in the search box leads, and a search form of its own for the next query.
 */
export default function SearchPage() {
  const [params] = useSearchParams()
  const query = (params.get('q') ?? '').trim()
  const navigate = useNavigate()
  const inputId = useId()
  useDocumentHead({ title: query ? `Search: ${query}` : PAGES.search.title, description: PAGES.search.description })
  const search = useProductSearch(query, SEARCH_RESULTS.max)
  const cards = query ? (search.data ?? []) : []
  const products = useProductsByIds(cards.map((card) => card._id))
  const productById = new Map((products.data ?? []).map((product) => [product._id, product]))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    if (next) navigate(searchPath(next))
  }

  return (
    <PageContainer className="py-6 sm:py-8">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Search' }]} />
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{PAGES.search.title}</h1>
      <form role="search" action={PAGES.search.path} onSubmit={submit} className="mt-4 flex max-w-xl gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search products by name or code
        </label>
        <input
          key={query}
          id={inputId}
          name="q"
          type="search"
          defaultValue={query}
          placeholder="Search products or codes"
          className={inputClasses}
        />
        <Button type="submit">Search</Button>
      </form>
      <div className="mt-6">
        {!query ? (
          <p className="text-slate-700">Type a product name, a generic name or a catalogue code.</p>
        ) : search.isPending ? (
          <div aria-busy="true" className="grid gap-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-28" />
            ))}
          </div>
        ) : cards.length === 0 ? (
          <p role="status" className="text-slate-700">
            {MSG.search.noResults}
          </p>
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-slate-700">
              {cards.length === 1 ? '1 product matches' : `${cards.length} products match`} “{query}”
            </p>
            <ul aria-label="Search results" className="grid gap-3 lg:grid-cols-2">
              {cards.map((card) => (
                <SearchResult key={card._id} card={card} product={productById.get(card._id)} query={query} />
              ))}
            </ul>
          </>
        )}
      </div>
    </PageContainer>
  )
}
