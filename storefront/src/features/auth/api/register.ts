import { type loginResponseSchema, registerRequestSchema, type LoginResponse, type RegisterRequest } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

import { responseOf } from './login'

/** `POST /user {name, email, password, phoneNumber, countryCode, GST}`. */
export async function register(values: RegisterRequest): Promise<LoginResponse> {
  const body = registerRequestSchema.parse(values)
  return shopApi.post<AnswerOf<typeof loginResponseSchema>>('/user', body).catch(responseOf)
}
