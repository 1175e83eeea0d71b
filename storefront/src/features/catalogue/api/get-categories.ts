import { queryOptions, useQuery } from '@tanstack/react-query'

import { type categoryListResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'
import { initialAnswer } from '@/lib/initial-data'

/** `GET /category`: every category, in display order. */
export async function getCategories(signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof categoryListResponseSchema>>('/category', { signal })
  return response.data
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    initialData: () => initialAnswer<AnswerOf<typeof categoryListResponseSchema>>('categories')?.data,
  })

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}
