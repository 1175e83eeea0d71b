import { queryOptions, useQuery } from '@tanstack/react-query'

import { type companyResponseSchema } from '@contract'

import { ApiError, type AnswerOf, shopApi } from '@/lib/api-client'

type Company = AnswerOf<typeof companyResponseSchema>['data']

/** `GET /company` (bearer): the signed-in member's company and role, or null for a customer in none (the API's 404). */
async function getCompany(signal?: AbortSignal): Promise<Company | null> {
  try {
    return (await shopApi.get<AnswerOf<typeof companyResponseSchema>>('/company', { signal, auth: true })).data
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** The key under which everything about the signed-in member's company is cached (its members too). */
export const COMPANY_QUERY_KEY = ['my-company'] as const

const companyQueryOptions = () =>
  queryOptions({ queryKey: COMPANY_QUERY_KEY, queryFn: ({ signal }) => getCompany(signal), staleTime: 0, meta: { private: true } })

/** The signed-in member's company, shared by the dashboard's Company and Approvals tabs and the checkout. */
export const useCompany = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...companyQueryOptions(), enabled })
