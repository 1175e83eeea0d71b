import { queryOptions, useQuery } from '@tanstack/react-query'

import { type statementResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** Whether the signed-in buyer may pay on account: their terms and available credit, or null (`GET /account/statement`). */
export async function getAccountCredit(signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof statementResponseSchema>>('/account/statement', { signal, auth: true })
  return response.data ? { available: response.data.available, termsDays: response.data.termsDays } : null
}

export const accountCreditQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout-account-credit'],
    queryFn: ({ signal }) => getAccountCredit(signal),
    staleTime: 0,
    meta: { private: true },
  })

export function useAccountCredit(options: { enabled: boolean }) {
  return useQuery({ ...accountCreditQueryOptions(), enabled: options.enabled })
}
