import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { type productCardListResponseSchema, SEARCH_RESULTS } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /product/search?q`: product cards ranked by name, generic name, category and code. */
export async function searchProducts(query: string, limit: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ q: query.trim(), limit: String(limit) })
  const response = await shopApi.get<AnswerOf<typeof productCardListResponseSchema>>(`/product/search?${params}`, { signal })
  return response.data
}

/**
 * One query per search text. A search overtaken by the next text loses its last observer and TanStack Query aborts
 * its request through `signal`; results of the previous text stay on screen until the new ones arrive.
 */
export const searchProductsQueryOptions = (query: string, limit: number = SEARCH_RESULTS.default) =>
  queryOptions({
    queryKey: ['products', 'search', query.trim().toLowerCase(), limit],
    queryFn: ({ signal }) => searchProducts(query, limit, signal),
    staleTime: 60_000,
  })

/** The box's short list (`SEARCH_RESULTS.default`), or the results page's longer one. */
export function useProductSearch(query: string, limit: number = SEARCH_RESULTS.default) {
  return useQuery({ ...searchProductsQueryOptions(query, limit), enabled: query.trim() !== '', placeholderData: keepPreviousData })
}
