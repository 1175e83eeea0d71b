import type { Payload } from 'payload'

import { productSearch } from '../../catalogue/search-index'
import { searchRequestSchema } from '../../contract/catalogue'

/** The answer body of a product search: computed per request from the catalogue snapshot, never cached. */
export async function searchBody(payload: Payload, request: { q: string; limit: number }): Promise<{ data: unknown[] }> {
  return { data: (await productSearch(payload)).search(request.q, request.limit) }
}

const present = (params: Record<string, string | null>) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== null))

/**
 * A public GET read that is computed per request from memory (no cache key, no database), so the production server
 * can answer it before Payload's dispatcher, whose request set-up costs more than the search itself: the loader of
 * its answer body, or null when the request is not one, or its query is invalid (the endpoint then answers the 400).
 * `path` is below /api/shop, as `getReadKey` takes it.
 */
export function computedRead(path: string, search: URLSearchParams): ((payload: Payload) => Promise<unknown>) | null {
  const query =
    path === 'product/search'
      ? { q: search.get('q'), limit: search.get('limit') }
      : path === 'product' && search.has('search')
        ? { q: search.get('search'), limit: search.get('limit') }
        : null
  if (query === null) return null
  const parsed = searchRequestSchema.safeParse(present(query))
  return parsed.success ? (payload) => searchBody(payload, parsed.data) : null
}
