import { z } from 'zod'

import { forgotPasswordRequestSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

const messageSchema = z.object({ message: z.string().optional() })

/** `POST /user/forgotPassword {email}`: the server's message (the same whether or not the email is known). */
export async function requestPasswordReset(email: string) {
  const body = forgotPasswordRequestSchema.parse({ email })
  return shopApi.post('/user/forgotPassword', body, messageSchema)
}
