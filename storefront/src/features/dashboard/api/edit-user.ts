import { useMutation, useQueryClient } from '@tanstack/react-query'
import { editUserRequestSchema, editUserResponseSchema, type EditUserRequest } from '@contract'

import { updateSessionUser } from '@/features/auth/session'
import { shopApi } from '@/lib/api-client'

import { myDetailsQueryOptions } from './get-my-details'

/** `PATCH /user/editUser {name, email, phoneNumber, GST}` (bearer); the phone number travels as a number. */
export async function editUser(values: EditUserRequest) {
  const parsed = editUserRequestSchema.parse(values)
  const body = { ...parsed, phoneNumber: Number(parsed.phoneNumber) }
  await shopApi.patch('/user/editUser', body, editUserResponseSchema, { auth: true })
  return body
}

export function useEditUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: editUser,
    onSuccess: (saved) => {
      updateSessionUser(saved)
      return queryClient.invalidateQueries({ queryKey: myDetailsQueryOptions().queryKey })
    },
  })
}
