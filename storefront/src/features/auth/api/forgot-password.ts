import { forgotPasswordRequestSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

/** `POST /user/forgotPassword {email}`: the server's message (the same whether or not the email is known). */
export async function requestPasswordReset(email: string) {
  const body = forgotPasswordRequestSchema.parse({ email })
  return shopApi.post<{ message?: string }>('/user/forgotPassword', body)
}
