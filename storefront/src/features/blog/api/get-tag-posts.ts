import { queryOptions, useQuery } from '@tanstack/react-query'

import { postListResponseSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

/** `GET /blog/tag/{slug}`: the posts carrying one tag. */
export async function getTagPosts(slug: string, signal?: AbortSignal) {
  const response = await shopApi.get(`/blog/tag/${encodeURIComponent(slug)}`, postListResponseSchema, { signal })
  return response.data
}

export const tagPostsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['blog', 'tag', slug], queryFn: ({ signal }) => getTagPosts(slug, signal) })

export function useTagPosts(slug: string) {
  return useQuery(tagPostsQueryOptions(slug))
}
