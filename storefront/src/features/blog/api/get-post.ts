import { queryOptions, useQuery } from '@tanstack/react-query'

import { postResponseSchema } from '@contract'

import { shopApi } from '@/lib/api-client'
import { initialAnswer } from '@/lib/initial-data'

/** `GET /blog/blogSlug/{slug}`: one post with its server-sanitised HTML. */
export async function getPost(slug: string, signal?: AbortSignal) {
  const response = await shopApi.get(`/blog/blogSlug/${encodeURIComponent(slug)}`, postResponseSchema, { signal })
  return response.data
}

export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: ({ signal }) => getPost(slug, signal),
    initialData: () => initialAnswer(`post:${slug}`, postResponseSchema)?.data,
  })

export function usePost(slug: string) {
  return useQuery(postQueryOptions(slug))
}
