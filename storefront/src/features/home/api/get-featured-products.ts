import { queryOptions, useQuery } from '@tanstack/react-query'

import { type featuredProductsResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /product/featured`: the product cards of each home page tab. */
export async function getFeaturedProducts(signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof featuredProductsResponseSchema>>('/product/featured', { signal })
  return response.data
}

export const featuredProductsQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'featured'], queryFn: ({ signal }) => getFeaturedProducts(signal) })

export function useFeaturedProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...featuredProductsQueryOptions(), enabled })
}
