import { loginResponseSchema, registerRequestSchema, type LoginResponse, type RegisterRequest } from '@contract'

import { shopApi } from '@/lib/api-client'

import { responseOf } from './login'

/** `POST /user {name, email, password, phoneNumber, countryCode, GST}`. */
export async function register(values: RegisterRequest): Promise<LoginResponse> {
  const body = registerRequestSchema.parse(values)
  return shopApi.post('/user', body, loginResponseSchema).catch(responseOf)
}
