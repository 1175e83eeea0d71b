import { loginRequestSchema, loginResponseSchema, type LoginRequest, type LoginResponse } from '@contract'

import { type AnswerOf, ApiError, shopApi } from '@/lib/api-client'

/**
 * The answer's `responseCode` decides what the buyer is told, whether the server sent it with 200 or with an error
 * status; an error answer without a code is rethrown.
 */
export function responseOf(error: unknown): LoginResponse {
  if (error instanceof ApiError) {
    const parsed = loginResponseSchema.safeParse(error.body)
    if (parsed.success) return parsed.data
  }
  throw error
}

/** `POST /user/login {phoneNumber, password, countryCode}`. */
export async function login(values: LoginRequest): Promise<LoginResponse> {
  const body = loginRequestSchema.parse(values)
  return shopApi.post<AnswerOf<typeof loginResponseSchema>>('/user/login', body).catch(responseOf)
}
