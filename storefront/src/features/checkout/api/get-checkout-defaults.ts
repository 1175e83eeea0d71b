import { queryOptions, useQuery } from '@tanstack/react-query'

import { type checkoutDefaultsResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /checkout/defaults` (bearer): the address, payment type and invoice details checkout starts with. */
export async function getCheckoutDefaults(signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof checkoutDefaultsResponseSchema>>('/checkout/defaults', { signal, auth: true })
  return response.data
}

export const checkoutDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout-defaults'],
    queryFn: ({ signal }) => getCheckoutDefaults(signal),
    staleTime: 0,
    // Without them the buyer simply chooses: log, don't leave the cart.
    meta: { private: true, errors: 'log' },
  })

export function useCheckoutDefaults(options: { enabled: boolean }) {
  return useQuery({ ...checkoutDefaultsQueryOptions(), enabled: options.enabled })
}
