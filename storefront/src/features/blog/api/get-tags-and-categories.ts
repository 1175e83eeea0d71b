import { queryOptions, useQuery } from '@tanstack/react-query'

import { type tagsAndCategoriesResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /blog/tags-and-categories`: the blog sidebar's lists. */
export async function getTagsAndCategories(signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof tagsAndCategoriesResponseSchema>>('/blog/tags-and-categories', { signal })
  return response.data
}

export const tagsAndCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['blog', 'terms'], queryFn: ({ signal }) => getTagsAndCategories(signal) })

export function useTagsAndCategories() {
  return useQuery(tagsAndCategoriesQueryOptions())
}
