import { queryOptions, useQuery } from '@tanstack/react-query'

import { categoryListResponseSchema } from '@contract'

import { shopApi } from '@/lib/api-client'
import { initialAnswer } from '@/lib/initial-data'

/** `GET /category`: every category, in display order. */
export async function getCategories(signal?: AbortSignal) {
  const response = await shopApi.get('/category', categoryListResponseSchema, { signal })
  return response.data
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    initialData: () => initialAnswer('categories', categoryListResponseSchema)?.data,
  })

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}
