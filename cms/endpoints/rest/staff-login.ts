import { HttpError } from '../../lib/http-errors'
import { isLockedOut, recordFailedLogin } from '../../services/auth/lockout'
import type { Caller } from '../../services/rate-limit'

/**
 * Staff sign in through Payload's `/api/users/login` (the admin's login form). Failed attempts lock the account
 * for the address they came from only (services/auth/lockout), so nobody can lock a colleague out from outside.
 */
const LOCKED_MESSAGE = 'Too many failed login attempts from your network. Try again in 10 minutes or reset your password.'

/** The email a login request names: a JSON body, or the admin form's multipart `_payload` field. */
async function emailOf(request: Request): Promise<string | null> {
  try {
    const type = request.headers.get('content-type') ?? ''
    let body: unknown
    if (/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) {
      const form = await request.clone().formData()
      const field = form.get('_payload')
      body = typeof field === 'string' ? JSON.parse(field) : Object.fromEntries(form)
    } else body = JSON.parse(await request.clone().text())
    const email = (body as { email?: unknown } | null)?.email
    return typeof email === 'string' ? email.trim().toLowerCase() : null
  } catch {
    return null
  }
}

export async function guardStaffLogin(caller: Caller, request: Request, login: () => Promise<Response>): Promise<Response> {
  const email = await emailOf(request)
  if (email === null) return login()
  const account = `users:${email}`
  if (await isLockedOut(caller, account)) throw new HttpError(423, { message: LOCKED_MESSAGE })
  const response = await login()
  if (response.status === 401 && (await recordFailedLogin(caller, account))) throw new HttpError(423, { message: LOCKED_MESSAGE })
  return response
}
