import { queryOptions, useQuery } from '@tanstack/react-query'

import { type myOrderResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /order/getMyOrder/:orderId` (bearer): one of the customer's orders. */
export async function getMyOrder(orderId: string, signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof myOrderResponseSchema>>(`/order/getMyOrder/${encodeURIComponent(orderId)}`, {
    signal,
    auth: true,
  })
  return response.data
}

export const myOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['my-orders', orderId],
    queryFn: ({ signal }) => getMyOrder(orderId, signal),
    retry: false,
    meta: { private: true },
  })

export function useMyOrder(orderId: string) {
  return useQuery(myOrderQueryOptions(orderId))
}
