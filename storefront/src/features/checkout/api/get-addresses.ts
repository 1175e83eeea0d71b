import { queryOptions, useQuery } from '@tanstack/react-query'

import { addressListResponseSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

/** `GET /address/get` (bearer): the signed-in customer's saved addresses. */
export async function getAddresses(signal?: AbortSignal) {
  const response = await shopApi.get('/address/get', addressListResponseSchema, { signal, auth: true })
  return response.data
}

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ['addresses'],
    queryFn: ({ signal }) => getAddresses(signal),
    staleTime: 0,
    // An address list load failure is logged only.
    meta: { errors: 'log' },
  })

export function useAddresses({ enabled }: { enabled: boolean }) {
  return useQuery({ ...addressesQueryOptions(), enabled })
}
