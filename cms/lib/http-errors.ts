/** A field's message in a 400 answer. */
export type FieldError = { field: string; message: string }

/**
 * An answer decided on purpose: thrown by a service or an endpoint, sent by the shop API as JSON with its status
 * (`handle` in cms/endpoints/http.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message ?? status))
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, errors ? { message, errors } : { message })
export const unauthorized = (message = 'Please log in to continue') => new HttpError(401, { message })
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, { message })
export const notFound = (message = 'Not found') => new HttpError(404, { message })
export const conflict = (body: Record<string, unknown>) => new HttpError(409, body)
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, { message }, { 'Retry-After': String(retryAfterSeconds) })
