import { useMutation, useQueryClient } from '@tanstack/react-query'

import { type businessAnswerSchema, type BusinessRequest } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

import { businessQueryOptions } from './get-business'

/** `PATCH /user/business {organisation, type, gstin}` (bearer): a change goes back to staff for verification. */
export async function saveBusiness(values: BusinessRequest) {
  const response = await shopApi.patch<AnswerOf<typeof businessAnswerSchema>>('/user/business', values, { auth: true })
  return response.data
}

export function useSaveBusiness() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveBusiness,
    onSuccess: (saved) => queryClient.setQueryData(businessQueryOptions().queryKey, saved),
  })
}
