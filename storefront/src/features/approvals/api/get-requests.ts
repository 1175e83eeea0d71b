import { queryOptions, useQuery } from '@tanstack/react-query'

import { type approvalRequestsResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /company/requests` (bearer): the company's approval requests (a buyer's own for a buyer), newest first. */
export async function getRequests(signal?: AbortSignal) {
  return (await shopApi.get<AnswerOf<typeof approvalRequestsResponseSchema>>('/company/requests', { signal, auth: true })).data.requests
}

export const requestsQueryOptions = () =>
  queryOptions({ queryKey: ['company-requests'], queryFn: ({ signal }) => getRequests(signal), staleTime: 0, meta: { private: true } })

export function useRequests() {
  return useQuery(requestsQueryOptions())
}
