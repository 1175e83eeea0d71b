import type { z } from 'zod'

import type { ErrorResponse } from '@contract'

import { env } from '@/config/env'
import { forgetRefusedSession, readSession } from '@/lib/session'

/**
 * A failed call: the HTTP status, the server's message (the contract's error answer) when there is one, and the raw
 * answer for calls whose error bodies carry more (login response codes, the 409 of a changed price).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: { field: string; message: string }[] = [],
    readonly body: unknown = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/**
 * A call that needs the sign-in was answered 401: the stored sign-in has ended and is forgotten, so the screen turns
 * to its signed-out state (protected routes ask for the login). Not an app failure: never the error screen.
 */
export class SignInRequiredError extends ApiError {
  constructor(message: string, status: number, fieldErrors: { field: string; message: string }[], body: unknown) {
    super(message, status, fieldErrors, body)
    this.name = 'SignInRequiredError'
  }
}

export const isSignInRequired = (error: unknown): error is SignInRequiredError => error instanceof SignInRequiredError

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  /** Send the stored bearer token when there is one; a 401 answer then means the sign-in has ended. */
  auth?: boolean
}

const isFieldError = (entry: unknown): entry is { field: string; message: string } =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as { field?: unknown }).field === 'string' &&
  typeof (entry as { message?: unknown }).message === 'string'

/** The contract's error answer (`{ message, errors? }`) in a failed call's body, or null when it is something else. */
function errorAnswerOf(payload: unknown): ErrorResponse | null {
  if (typeof payload !== 'object' || payload === null) return null
  const { message, errors } = payload as { message?: unknown; errors?: unknown }
  if (typeof message !== 'string') return null
  if (errors === undefined) return { message }
  return Array.isArray(errors) && errors.every(isFieldError) ? { message, errors } : null
}

/**
 * The error for a failed answer. `auth` is set for a call that needs the sign-in, with the token it carried: its 401
 * signs the visitor out (the stored token, if it is still the one sent) instead of being a failure.
 */
export function failedCall(status: number, payload: unknown, auth?: { token: string | undefined }): ApiError {
  const error = errorAnswerOf(payload)
  const message = error ? error.message : `Request failed with status ${status}`
  if (status !== 401 || !auth) return new ApiError(message, status, error?.errors ?? [], payload)
  if (auth.token) forgetRefusedSession(auth.token, `status ${status}`)
  return new SignInRequiredError(message, status, error?.errors ?? [], payload)
}

async function request<Answer>(url: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const token = options.auth ? readSession()?.token : undefined
  if (token) headers.Authorization = `Bearer ${token}`

  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  })
  const payload: unknown = await response.json().catch(() => null)
  if (!response.ok) throw failedCall(response.status, payload, options.auth ? { token } : undefined)
  return payload as Answer
}

/** The answer a contract schema describes, as a type only: naming it keeps the schema itself out of the bundle. */
export type AnswerOf<Schema extends z.ZodType> = z.output<Schema>

type ReadOptions = Omit<RequestOptions, 'method' | 'body'>

/**
 * The shop API (`/api/shop/...`). Answers come typed by the contract (`Answer`), not parsed again: the shop's own
 * server writes them to the contract's schemas, which the API tests check answer by answer, and parsing them here
 * would put the schema library into every visitor's first download (docs/decisions/018-storefront-first-load-budget.md).
 */
export const shopApi = {
  get: <Answer>(path: string, options?: ReadOptions) => request<Answer>(`${env.shopApiBase}${path}`, options),
  post: <Answer>(path: string, body: unknown, options?: ReadOptions) =>
    request<Answer>(`${env.shopApiBase}${path}`, { ...options, method: 'POST', body }),
  patch: <Answer>(path: string, body: unknown, options?: ReadOptions) =>
    request<Answer>(`${env.shopApiBase}${path}`, { ...options, method: 'PATCH', body }),
  delete: <Answer>(path: string, options?: ReadOptions) => request<Answer>(`${env.shopApiBase}${path}`, { ...options, method: 'DELETE' }),
}

/** Payload's own REST API (`/api/globals/...`), for content the shop API does not carry. */
export const cmsApi = {
  get: <Answer>(path: string, options?: ReadOptions) => request<Answer>(`${env.cmsApiBase}${path}`, options),
}
