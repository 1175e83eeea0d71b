import { z } from 'zod'

import { resetPasswordRequestSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

const messageSchema = z.object({ message: z.string().optional() })

/** `POST /user/resetPassword {token, password}`: success when the status is 200. */
export async function resetPassword(token: string, password: string) {
  const body = resetPasswordRequestSchema.parse({ token, password })
  return shopApi.post('/user/resetPassword', body, messageSchema)
}
