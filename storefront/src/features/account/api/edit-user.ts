import { useMutation, useQueryClient } from '@tanstack/react-query'
import { editUserRequestSchema, type editUserResponseSchema, type EditUserRequest } from '@contract'

import { updateSessionUser } from '@/lib/session'
import { type AnswerOf, shopApi } from '@/lib/api-client'

import { myDetailsQueryOptions } from './get-my-details'

/**
 * `PATCH /user/editUser {name, email, phoneNumber, GST}` (bearer; `currentPassword` too when the email or phone changes); the
 * phone number travels as a number. Resolves with the saved profile (never the password).
 */
export async function editUser(values: EditUserRequest) {
  const { currentPassword, ...profile } = editUserRequestSchema.parse(values)
  const saved = { ...profile, phoneNumber: Number(profile.phoneNumber) }
  await shopApi.patch<AnswerOf<typeof editUserResponseSchema>>('/user/editUser', currentPassword ? { ...saved, currentPassword } : saved, {
    auth: true,
  })
  return saved
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
