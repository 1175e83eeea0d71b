import { queryOptions, useQuery } from '@tanstack/react-query'

import { type postListResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /blog`: every published post, newest first. */
export async function getPosts(signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof postListResponseSchema>>('/blog', { signal })
  return response.data
}

export const postsQueryOptions = () => queryOptions({ queryKey: ['blog', 'posts'], queryFn: ({ signal }) => getPosts(signal) })

export function usePosts() {
  return useQuery(postsQueryOptions())
}
