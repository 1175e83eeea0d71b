import { resetPasswordRequestSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

/** `POST /user/resetPassword {token, password}`: success when the status is 200. */
export async function resetPassword(token: string, password: string) {
  const body = resetPasswordRequestSchema.parse({ token, password })
  return shopApi.post<{ message?: string }>('/user/resetPassword', body)
}
