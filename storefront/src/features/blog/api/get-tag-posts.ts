import { queryOptions, useQuery } from '@tanstack/react-query'

import { type postListResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /blog/tag/{slug}`: the posts carrying one tag. */
export async function getTagPosts(slug: string, signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof postListResponseSchema>>(`/blog/tag/${encodeURIComponent(slug)}`, { signal })
  return response.data
}

export const tagPostsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['blog', 'tag', slug], queryFn: ({ signal }) => getTagPosts(slug, signal) })

export function useTagPosts(slug: string) {
  return useQuery(tagPostsQueryOptions(slug))
}
