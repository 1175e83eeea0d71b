import { queryOptions, useQuery } from '@tanstack/react-query'

import { type postListResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /blog/category/{slug}`: the posts of one blog category. */
export async function getCategoryPosts(slug: string, signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof postListResponseSchema>>(`/blog/category/${encodeURIComponent(slug)}`, { signal })
  return response.data
}

export const categoryPostsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['blog', 'category', slug], queryFn: ({ signal }) => getCategoryPosts(slug, signal) })

export function useCategoryPosts(slug: string) {
  return useQuery(categoryPostsQueryOptions(slug))
}
