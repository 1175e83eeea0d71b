import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { addressDeleteRequestSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

import { addressesQueryOptions } from './get-addresses'

/** `POST /address/delete {addressId}` (bearer). */
export async function deleteAddress(addressId: string) {
  const body = addressDeleteRequestSchema.parse({ addressId })
  await shopApi.post('/address/delete', body, z.unknown(), { auth: true })
}

export function useDeleteAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  })
}
