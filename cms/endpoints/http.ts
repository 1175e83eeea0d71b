import { ValidationError, type Endpoint, type PayloadHandler, type PayloadRequest } from 'payload'
import type { z } from 'zod'

import { isCustomer } from '../access/roles'
import { databaseBusyIn } from '../database'
import { badRequest, HttpError, unauthorized, type FieldError } from '../lib/http-errors'
import { readBoundedBody } from '../lib/oversized-body'
import { MAX_JSON_BODY_BYTES, SERVER_ERROR_MESSAGE } from '../lib/server-shared.mjs'

export { badRequest, forbidden, HttpError, notFound, unauthorized, type FieldError } from '../lib/http-errors'

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/** zod issues → the field messages of a 400 answer. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '(body)', message: issue.message }))
}

/** Reads the raw body with the JSON body limit (413 beyond it), whatever Content-Length claims. */
export async function readBodyText(req: PayloadRequest): Promise<string> {
  const body = (req.body ?? null) as ReadableStream<Uint8Array> | null
  return (await readBoundedBody(body, req.headers.get('content-length'), MAX_JSON_BODY_BYTES)).toString('utf8')
}

/** Reads a JSON object body (an empty body is `{}`): 400 when it is not JSON or not an object. */
export async function readJsonObject(req: PayloadRequest): Promise<object> {
  const text = await readBodyText(req)
  let body: unknown = {}
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text)
    } catch {
      throw badRequest('Malformed JSON body')
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The body must be a JSON object')
  return body
}

/** Checks a body read already against a contract schema: 400 with field messages when it does not fit. */
export function parseBody<S extends z.ZodTypeAny>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    throw badRequest(errors[0]?.message ?? 'Invalid request', errors)
  }
  return parsed.data
}

/** Parses a JSON body against a contract schema: 400 with field messages when it does not fit. */
export async function readJson<S extends z.ZodTypeAny>(req: PayloadRequest, schema: S): Promise<z.output<S>> {
  return parseBody(schema, await readJsonObject(req))
}

/** The query parameters a call reads, by name: null or undefined when absent, so the schema's default applies. */
export type QueryParams = Record<string, string | null | undefined>

const presentParams = (params: QueryParams) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== null && value !== undefined))

/** Parses query parameters against a contract schema: 400 with field messages when they do not fit. */
export function parseQuery<S extends z.ZodTypeAny>(schema: S, params: QueryParams): z.output<S> {
  return parseBody(schema, presentParams(params))
}

/** Query parameters parsed against a contract schema, or null when they do not fit. */
export function queryOrNull<S extends z.ZodTypeAny>(schema: S, params: QueryParams): z.output<S> | null {
  const parsed = schema.safeParse(presentParams(params))
  return parsed.success ? parsed.data : null
}

/** The signed-in customer, or 401. Staff tokens are not customers. */
export function requireCustomer(req: PayloadRequest): NonNullable<PayloadRequest['user']> {
  if (!req.user || !isCustomer(req.user)) throw unauthorized()
  return req.user
}

/**
 * Wraps a handler so a client's mistake never becomes a 500 or leaks a stack trace: decided answers (HttpError)
 * and Payload validation errors become 4xx JSON; anything else is logged and answered with a plain 500 message.
 */
export function handle(handler: (req: PayloadRequest) => Promise<Response>): PayloadHandler {
  return async (req) => {
    try {
      return await handler(req)
    } catch (error) {
      if (error instanceof HttpError) return json(error.body, error.status, error.headers)
      const busy = databaseBusyIn(error)
      if (busy) return json(busy.body, busy.status, busy.headers)
      if (error instanceof ValidationError) {
        const errors = (error.data?.errors ?? []).map((entry: { path: string; message: string }) => ({
          field: entry.path,
          message: entry.message,
        }))
        return json({ message: errors[0]?.message ?? 'Invalid request', errors }, 400)
      }
      req.payload.logger.error({ err: error, msg: `shop API ${req.method} ${req.url}` })
      return json({ message: SERVER_ERROR_MESSAGE }, 500)
    }
  }
}

type Method = Endpoint['method']

/** A shop API route: `route('post', '/user/login', handler)` → `POST /api/shop/user/login`. */
export function route(method: Method, path: string, handler: (req: PayloadRequest) => Promise<Response>): Endpoint {
  return { method, path: `/shop${path}`, handler: handle(handler) }
}
