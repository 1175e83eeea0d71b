import { PAGES, type Product } from '@contract'

/** The canonical product address: /categories/{category slug}/{product slug}. */
export function productPath(product: Pick<Product, 'slug' | 'category'>): string {
  return `/categories/${product.category.slug}/${product.slug}`
}

/** The results page of a search: /search?q={query}. */
export function searchPath(query: string): string {
  return `${PAGES.search.path}?${new URLSearchParams({ q: query.trim() })}`
}
