import { HttpError } from '../../lib/http-errors'
import { isLockedOut, recordFailedLogin } from '../../services/auth/lockout'
import type { Caller } from '../../services/rate-limit'
import { requestData } from './request-data'

/**
 * Staff sign in through Payload's `/api/users/login` (the admin's login form). Failed attempts lock the account
 * for the address they came from only (services/auth/lockout), so nobody can lock a colleague out from outside.
 */
const LOCKED_MESSAGE = 'Too many failed login attempts from your network. Try again in 10 minutes or reset your password.'

/** The email a login request names (lower case), if it names one. */
async function emailOf(request: Request): Promise<string | null> {
  const email = (await requestData(request))?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : null
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
