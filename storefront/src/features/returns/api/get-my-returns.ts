import { queryOptions, useQuery } from '@tanstack/react-query'

import { type myReturnsResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /return/getMyReturns` (bearer): the buyer's return and replacement requests, newest first. */
export async function getMyReturns(signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof myReturnsResponseSchema>>('/return/getMyReturns', { signal, auth: true })
  return response.data
}

export const myReturnsQueryOptions = () =>
  queryOptions({ queryKey: ['my-returns'], queryFn: ({ signal }) => getMyReturns(signal), staleTime: 0, meta: { private: true } })

export function useMyReturns() {
  return useQuery(myReturnsQueryOptions())
}
