import { queryOptions, useQuery } from '@tanstack/react-query'

import { postListResponseSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

/** `GET /blog`: every published post, newest first. */
export async function getPosts(signal?: AbortSignal) {
  const response = await shopApi.get('/blog', postListResponseSchema, { signal })
  return response.data
}

export const postsQueryOptions = () => queryOptions({ queryKey: ['blog', 'posts'], queryFn: ({ signal }) => getPosts(signal) })

export function usePosts() {
  return useQuery(postsQueryOptions())
}
