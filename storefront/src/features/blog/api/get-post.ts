import { queryOptions, useQuery } from '@tanstack/react-query'

import { type postResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'
import { initialAnswer } from '@/lib/initial-data'

/** `GET /blog/blogSlug/{slug}`: one post with its server-sanitised HTML. */
export async function getPost(slug: string, signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof postResponseSchema>>(`/blog/blogSlug/${encodeURIComponent(slug)}`, { signal })
  return response.data
}

export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: ({ signal }) => getPost(slug, signal),
    initialData: () => initialAnswer<AnswerOf<typeof postResponseSchema>>(`post:${slug}`)?.data,
  })

export function usePost(slug: string) {
  return useQuery(postQueryOptions(slug))
}
