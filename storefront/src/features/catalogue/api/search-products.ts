import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { productCardListResponseSchema, searchRequestSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

/** `GET /product/search?q`: product cards ranked by name, generic name, category and code. */
export async function searchProducts(query: string, signal?: AbortSignal) {
  const { q, limit } = searchRequestSchema.parse({ q: query })
  const params = new URLSearchParams({ q, limit: String(limit) })
  const response = await shopApi.get(`/product/search?${params}`, productCardListResponseSchema, { signal })
  return response.data
}

/**
 * One query per search text. A search overtaken by the next text loses its last observer and TanStack Query aborts
 * its request through `signal`; results of the previous text stay on screen until the new ones arrive.
 */
export const searchProductsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['products', 'search', query.trim().toLowerCase()],
    queryFn: ({ signal }) => searchProducts(query, signal),
    staleTime: 60_000,
  })

export function useProductSearch(query: string) {
  return useQuery({ ...searchProductsQueryOptions(query), enabled: query.trim() !== '', placeholderData: keepPreviousData })
}
