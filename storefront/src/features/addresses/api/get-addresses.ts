import { queryOptions, useQuery } from '@tanstack/react-query'

import { type addressListResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /address/get` (bearer): the signed-in customer's saved addresses. */
export async function getAddresses(signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof addressListResponseSchema>>('/address/get', { signal, auth: true })
  return response.data
}

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ['addresses'],
    queryFn: ({ signal }) => getAddresses(signal),
    staleTime: 0,
    // An address list load failure is logged only.
    meta: { errors: 'log', private: true },
  })

export function useAddresses({ enabled }: { enabled: boolean }) {
  return useQuery({ ...addressesQueryOptions(), enabled })
}
