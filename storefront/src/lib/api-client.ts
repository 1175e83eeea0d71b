import type { z } from 'zod'

import { errorResponseSchema } from '@contract'

import { env } from '@/config/env'
import { readSession } from '@/features/auth/session'

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

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  /** Send the stored bearer token when there is one. */
  auth?: boolean
}

async function request<Schema extends z.ZodType>(url: string, schema: Schema, options: RequestOptions = {}) {
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
  if (!response.ok) {
    const error = errorResponseSchema.safeParse(payload)
    throw new ApiError(
      error.success ? error.data.message : `Request failed with status ${response.status}`,
      response.status,
      error.success ? error.data.errors : [],
      payload,
    )
  }
  return schema.parse(payload) as z.output<Schema>
}

/** The shop API (`/api/shop/...`): every answer is parsed with its contract schema here, at the edge. */
export const shopApi = {
  get: <Schema extends z.ZodType>(path: string, schema: Schema, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request(`${env.shopApiBase}${path}`, schema, options),
  post: <Schema extends z.ZodType>(path: string, body: unknown, schema: Schema, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request(`${env.shopApiBase}${path}`, schema, { ...options, method: 'POST', body }),
  patch: <Schema extends z.ZodType>(path: string, body: unknown, schema: Schema, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request(`${env.shopApiBase}${path}`, schema, { ...options, method: 'PATCH', body }),
}

/** Payload's own REST API (`/api/globals/...`), for content the shop API does not carry. */
export const cmsApi = {
  get: <Schema extends z.ZodType>(path: string, schema: Schema, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request(`${env.cmsApiBase}${path}`, schema, options),
}
