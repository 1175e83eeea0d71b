import { queryOptions, useQuery } from '@tanstack/react-query'

import { type businessAnswerSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /user/business` (bearer): the buyer's business details and whether staff have verified them. */
export async function getBusiness(signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof businessAnswerSchema>>('/user/business', { signal, auth: true })
  return response.data
}

export const businessQueryOptions = () =>
  queryOptions({ queryKey: ['my-business'], queryFn: ({ signal }) => getBusiness(signal), staleTime: 0, meta: { private: true } })

export function useBusiness() {
  return useQuery(businessQueryOptions())
}
