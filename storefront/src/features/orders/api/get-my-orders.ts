import { queryOptions, useQuery } from '@tanstack/react-query'

import { type myOrdersResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /order/getMyOrder` (bearer): the customer's orders, newest first. */
export async function getMyOrders(signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof myOrdersResponseSchema>>('/order/getMyOrder', { signal, auth: true })
  return response.data.orders
}

export const myOrdersQueryOptions = () =>
  queryOptions({ queryKey: ['my-orders'], queryFn: ({ signal }) => getMyOrders(signal), staleTime: 0, meta: { private: true } })

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions())
}
