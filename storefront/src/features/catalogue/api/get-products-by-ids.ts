import { queryOptions, useQuery } from '@tanstack/react-query'

import { productIdsRequestSchema, type productListResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'
import { readSession } from '@/lib/session'

/**
 * `POST /product/ids {ids}`: today's published products among `ids`, whole (sizes, codes and prices); signed in, at the
 * buyer's prices.
 */
export async function getProductsByIds(ids: string[], signal?: AbortSignal, asBuyer = false) {
  const body = productIdsRequestSchema.parse({ ids })
  const response = await shopApi.post<AnswerOf<typeof productListResponseSchema>>('/product/ids', body, { signal, auth: asBuyer })
  return response.data
}

/** The products of a cart: the key holds the sorted ids, so quantity edits reuse the answer. */
export const productsByIdsQueryOptions = (ids: string[]) => {
  const sorted = [...new Set(ids)].sort()
  const buyer = readSession()?.user._id ?? null
  return queryOptions({
    queryKey: ['products', 'ids', buyer ?? 'public', ...sorted],
    queryFn: ({ signal }) => (sorted.length === 0 ? Promise.resolve([]) : getProductsByIds(sorted, signal, buyer !== null)),
    meta: buyer ? { private: true } : undefined,
  })
}

export function useProductsByIds(ids: string[]) {
  return useQuery(productsByIdsQueryOptions(ids))
}

/** The key prefix of every `useProductsByIds` query, to refetch today's prices. */
export const productsByIdsKey = ['products', 'ids'] as const
