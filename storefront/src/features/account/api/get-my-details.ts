import { queryOptions, useQuery } from '@tanstack/react-query'

import { type myDetailsResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /user/getmydetails` (bearer): name, email, phone number and GST of the signed-in customer. */
export async function getMyDetails(signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof myDetailsResponseSchema>>('/user/getmydetails', { signal, auth: true })
  return response.data.user
}

export const myDetailsQueryOptions = () =>
  queryOptions({ queryKey: ['my-details'], queryFn: ({ signal }) => getMyDetails(signal), staleTime: 0, meta: { private: true } })

export function useMyDetails() {
  return useQuery(myDetailsQueryOptions())
}
