import { queryOptions, useQuery } from '@tanstack/react-query'

import { type myQuotesResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /quote/getMyQuotes` (bearer): the buyer's quote requests, newest first. */
export async function getMyQuotes(signal?: AbortSignal) {
  return (await shopApi.get<AnswerOf<typeof myQuotesResponseSchema>>('/quote/getMyQuotes', { signal, auth: true })).data
}

export const myQuotesQueryOptions = () =>
  queryOptions({ queryKey: ['my-quotes'], queryFn: ({ signal }) => getMyQuotes(signal), staleTime: 0, meta: { private: true } })

export function useMyQuotes() {
  return useQuery(myQuotesQueryOptions())
}
