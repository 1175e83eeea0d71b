import { useMutation, useQueryClient } from '@tanstack/react-query'

import { addressDeleteRequestSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

import { addressesQueryOptions } from './get-addresses'

/** `POST /address/delete {addressId}` (bearer). */
export async function deleteAddress(addressId: string) {
  const body = addressDeleteRequestSchema.parse({ addressId })
  await shopApi.post<unknown>('/address/delete', body, { auth: true })
}

export function useDeleteAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  })
}
