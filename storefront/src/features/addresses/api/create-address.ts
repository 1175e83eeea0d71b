import { useMutation, useQueryClient } from '@tanstack/react-query'

import { addressCreateRequestSchema, type addressCreateResponseSchema, type AddressCreateRequest } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

import { addressesQueryOptions } from './get-addresses'

/** `POST /address/create` (bearer): the pincode travels as `pinCode`, an empty landmark as null. */
export async function createAddress(values: AddressCreateRequest) {
  const body = addressCreateRequestSchema.parse(values)
  const response = await shopApi.post<AnswerOf<typeof addressCreateResponseSchema>>('/address/create', body, { auth: true })
  return response.data
}

export function useCreateAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  })
}
