import { queryOptions, useQuery } from '@tanstack/react-query'

import { type statementResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `GET /account/statement` (bearer): the buyer's credit and statement of account; null without credit. */
export async function getStatement(signal?: AbortSignal) {
  const response = await shopApi.get<AnswerOf<typeof statementResponseSchema>>('/account/statement', { signal, auth: true })
  return response.data
}

export const statementQueryOptions = () =>
  queryOptions({ queryKey: ['my-statement'], queryFn: ({ signal }) => getStatement(signal), staleTime: 0, meta: { private: true } })

export function useStatement(options: { enabled?: boolean } = {}) {
  return useQuery({ ...statementQueryOptions(), enabled: options.enabled ?? true })
}
