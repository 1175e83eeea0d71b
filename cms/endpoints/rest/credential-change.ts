import type { Payload } from 'payload'

import { badRequest, HttpError } from '../../lib/http-errors'
import { endSessions, oneAtATime, sessionIdOf } from '../../services/auth/sessions'
import { rateLimit } from '../../services/rate-limit'
import { requestData } from './request-data'

/**
 * A staff member who changes their own password or email through Payload's REST API (the admin's account view)
 * proves they hold the account with `currentPassword`: a session left open on a shared computer, or a stolen token,
 * cannot take the account over. An admin changing another staff member's password or email gives no password (admins
 * create and remove staff accounts anyway). After either change every other session of the account ends.
 * docs/decisions/011-the-shop-s-attack-surface.md.
 */
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your email or password'
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct'
const ONE_AT_A_TIME = 'Change the email or password of one staff account at a time'

type StaffUser = { id: string | number; email: string; collection: string; _sid?: string }

/** The change a request makes to an account's sign-in, once its checks have passed. */
export type CredentialChange = { account: string; keepSession?: string }

/** Payload's own shape of a field error, so the admin shows the message at the field. */
function fieldError(path: string, message: string): HttpError {
  return new HttpError(400, { errors: [{ name: 'ValidationError', message, data: { errors: [{ path, message }] } }] })
}

async function staffCaller(payload: Payload, headers: Headers): Promise<StaffUser | null> {
  const { user } = await payload.auth({ headers })
  return user && user.collection === 'users' ? (user as unknown as StaffUser) : null
}

async function emailOfAccount(payload: Payload, id: string): Promise<string | null> {
  const account = await payload.db.findOne<{ id: string; email?: string }>({ collection: 'users', where: { id: { equals: id } } })
  return account?.email?.toLowerCase() ?? null
}

/**
 * Payload's answer to a wrong password (its AuthenticationError, 401), told by its status rather than its class:
 * Next.js bundles Payload into the admin's pages and into this route separately, and Payload's operations throw the
 * classes of whichever copy started Payload in the process. After staff open the admin first, `instanceof` here fails.
 */
const isWrongPassword = (error: unknown) => error instanceof Error && (error as { status?: unknown }).status === 401

/** Checks the password by signing in with it; the session that makes is ended at once. */
async function confirmCurrentPassword(payload: Payload, request: Request, user: StaffUser, password: unknown): Promise<void> {
  if (typeof password !== 'string' || password === '') throw fieldError('currentPassword', CURRENT_PASSWORD_REQUIRED)
  // Every check counts against the address's staff password limit: a stolen session cannot guess the password.
  await rateLimit({ headers: request.headers, payload }, 'staffPassword')
  try {
    const check = await payload.login({ collection: 'users', data: { email: user.email, password } })
    const sid = check.token ? sessionIdOf(check.token) : undefined
    if (sid) await oneAtATime(`users:${user.id}`, () => endSessions(payload, 'users', String(user.id), (id) => id !== sid))
  } catch (error) {
    if (isWrongPassword(error)) throw fieldError('currentPassword', CURRENT_PASSWORD_WRONG)
    throw error
  }
}

/**
 * Screens a `PATCH /api/users[/<id>]` before Payload handles it. Returns the change to finish with
 * `endOtherSessions` once Payload has saved it, or undefined when the request changes no password or email.
 */
export async function checkCredentialChange(
  request: Request,
  [root, id, extra]: string[],
  getPayload: () => Promise<Payload>,
): Promise<CredentialChange | undefined> {
  if (root !== 'users' || request.method !== 'PATCH' || extra !== undefined) return undefined
  const data = await requestData(request)
  // Payload would read the body some other way: refuse what this check cannot read.
  if (data === undefined) throw badRequest('The request body could not be read')
  const newPassword = typeof data?.password === 'string' && data.password !== ''
  const newEmail = typeof data?.email === 'string' ? data.email.trim().toLowerCase() : undefined
  if (!newPassword && newEmail === undefined) return undefined
  const payload = await getPayload()
  const user = await staffCaller(payload, request.headers)
  // Without a staff session Payload refuses the update itself.
  if (!user) return undefined
  if (id === undefined) throw badRequest(ONE_AT_A_TIME)
  const account = decodeURIComponent(id)
  const currentEmail = await emailOfAccount(payload, account)
  if (currentEmail === null) return undefined
  if (!newPassword && newEmail === currentEmail) return undefined
  const self = String(user.id) === account
  if (self) await confirmCurrentPassword(payload, request, user, data?.currentPassword)
  return { account, keepSession: self ? user._sid : undefined }
}

/** Ends the account's sessions but the one that made the change (when it was the account's own). */
export async function endOtherSessions(payload: Payload, { account, keepSession }: CredentialChange): Promise<void> {
  await oneAtATime(`users:${account}`, () => endSessions(payload, 'users', account, (id) => id === keepSession))
}
