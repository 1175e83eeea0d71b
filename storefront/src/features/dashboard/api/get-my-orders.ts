import { queryOptions, useQuery } from '@tanstack/react-query'

import { myOrdersResponseSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

/** `GET /order/getMyOrder` (bearer): the customer's orders, newest first. */
export async function getMyOrders(signal?: AbortSignal) {
  const response = await shopApi.get('/order/getMyOrder', myOrdersResponseSchema, { signal, auth: true })
  return response.data.orders
}

export const myOrdersQueryOptions = () =>
  queryOptions({ queryKey: ['my-orders'], queryFn: ({ signal }) => getMyOrders(signal), staleTime: 0 })

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions())
}
