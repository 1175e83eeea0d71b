import { queryOptions, useQuery } from '@tanstack/react-query'

import { productListResponseSchema } from '@contract'

import { shopApi } from '@/lib/api-client'
import { initialAnswer } from '@/lib/initial-data'

/** `GET /product`: every published product (home sections, search, top sellers, related products). */
export async function getProducts(signal?: AbortSignal) {
  const response = await shopApi.get('/product', productListResponseSchema, { signal })
  return response.data
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['products'],
    queryFn: ({ signal }) => getProducts(signal),
    initialData: () => initialAnswer('products', productListResponseSchema)?.data,
  })

export function useProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(), enabled })
}
