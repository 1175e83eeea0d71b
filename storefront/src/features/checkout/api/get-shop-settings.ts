import { queryOptions, useQuery } from '@tanstack/react-query'

import { type shopSettingsResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /settings`: whether online payment is configured on the server. */
export async function getShopSettings(signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof shopSettingsResponseSchema>>('/settings', { signal })
  return response.data
}

export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['shop-settings'],
    queryFn: ({ signal }) => getShopSettings(signal),
    // Without the answer the checkout still works (ONLINE stays offered and the server decides): log, don't leave.
    meta: { errors: 'log' },
  })

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions())
}
