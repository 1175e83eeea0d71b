import { queryOptions, useQuery } from '@tanstack/react-query'

import { tagsAndCategoriesResponseSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

/** `GET /blog/tags-and-categories`: the blog sidebar's lists. */
export async function getTagsAndCategories(signal?: AbortSignal) {
  const response = await shopApi.get('/blog/tags-and-categories', tagsAndCategoriesResponseSchema, { signal })
  return response.data
}

export const tagsAndCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['blog', 'terms'], queryFn: ({ signal }) => getTagsAndCategories(signal) })

export function useTagsAndCategories() {
  return useQuery(tagsAndCategoriesQueryOptions())
}
