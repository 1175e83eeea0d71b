import { useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { MSG } from '@contract'
import { formatPriceRange } from '@contract/money'

import { useDebouncedValue } from '@/lib/use-debounced-value'

import { useProductSearch } from '../api/search-products'
import { productPath, searchPath } from '../utils/product-links'

/** How long typing must pause before the box asks the server. */
const SEARCH_DEBOUNCE_MS = 200

/**
 * Product search as an ARIA combobox: the server ranks products by name, generic name, category or catalogue code
 * (partial codes and one typo too) as the buyer types; Arrow keys move through the results and Enter opens the one
 * chosen, or else the results page of the query (/search?q=); Escape closes the list.
 */
export function SearchBox({ onNavigate, className = '' }: { onNavigate?: () => void; className?: string }) {
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const navigate = useNavigate()
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const search = useProductSearch(useDebouncedValue(query, SEARCH_DEBOUNCE_MS))
  const results = search.data ?? []
  const showList = open && query.trim().length > 0

  const leave = (path: string) => {
    navigate(path)
    setOpen(false)
    setQuery('')
    setActive(-1)
    inputRef.current?.blur()
    onNavigate?.()
  }
  const go = (index: number) => {
    const product = results[index]
    if (product) leave(productPath(product))
  }

  return (
    <div
      className={`relative ${className}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search products by name or code
      </label>
      <input
        ref={inputRef}
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder="Search products or codes"
        autoComplete="off"
        value={query}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setOpen(true)
            setActive((index) => Math.min(results.length - 1, index + 1))
          } else if (event.key === 'ArrowUp') {
            event.preventDefault()
            setActive((index) => Math.max(0, index - 1))
          } else if (event.key === 'Enter' && query.trim() !== '') {
            event.preventDefault()
            if (showList && active >= 0) go(active)
            else leave(searchPath(query))
          } else if (event.key === 'Escape') {
            setOpen(false)
            setActive(-1)
          }
        }}
        className="w-full rounded-full border border-slate-300 bg-slate-50 py-2 pl-4 pr-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:outline-2 focus:outline-brand-600"
      />
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Search results"
          className="absolute left-0 right-0 z-50 mt-2 max-h-[20rem] overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {search.isPending ? (
            <li role="option" aria-selected={false} aria-disabled="true" className="px-4 py-3 text-sm text-slate-600">
              Searching...
            </li>
          ) : results.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled="true" className="px-4 py-3 text-sm text-slate-600">
              {MSG.search.noResults}
            </li>
          ) : (
            results.map((product, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox input handles the keys (arrows, Enter)
              <li
                key={product._id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(index)}
                onMouseEnter={() => setActive(index)}
                className={`cursor-pointer px-4 py-2 ${index === active ? 'bg-brand-50' : ''}`}
              >
                <span className="block text-sm font-medium text-slate-900">{product.name}</span>
                <span className="block text-xs text-slate-600">
                  {[product.genericName, product.category.name].filter(Boolean).join(' · ')} · {formatPriceRange(product.priceRange)}
                </span>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  )
}
