import { queryOptions, useQuery } from '@tanstack/react-query'

import { type companyResponseSchema } from '@contract'

import { type AnswerOf, ApiError, shopApi } from '@/lib/api-client'

/** `GET /company` (bearer): the signed-in member's company and role; null for a customer in no company (404). */
export async function getCompany(signal?: AbortSignal) {
  try {
    return (await shopApi.get<AnswerOf<typeof companyResponseSchema>>('/company', { signal, auth: true })).data
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export const companyQueryOptions = () =>
  queryOptions({ queryKey: ['company'], queryFn: ({ signal }) => getCompany(signal), staleTime: 60_000, meta: { private: true } })

export function useCompany() {
  return useQuery(companyQueryOptions())
}
