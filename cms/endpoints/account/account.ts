import { AuthenticationError, ValidationError, type Endpoint, type Payload, type PayloadRequest } from 'payload'

import {
  ACCOUNT_LOCKED_MESSAGE,
  editUserRequestSchema,
  LOGIN_STATUS,
  loginRequestSchema,
  REGISTER_STATUS,
  registerRequestSchema,
  type LoginCode,
  type RegisterCode,
} from '../../contract/account'
import { isKnownDialCode, normaliseDialCode } from '../../contract/countries'
import { MSG } from '../../contract/messages'
import type { Customer } from '../../payload-types'
import { isLockedOut, recordFailedLogin } from '../../services/auth/lockout'
import { endSessions, keepSession, oneAtATime, sessionIdOf } from '../../services/auth/sessions'
import { rateLimit } from '../../services/rate-limit'
import { toPublicUser } from '../../services/serialize'
import { toE164 } from '../../lib/validators'
import { badRequest } from '../../lib/http-errors'
import { json, readJson, requireCustomer, route } from '../http'

const LOGIN_MESSAGES: Record<LoginCode, string> = {
  SUCCESS: MSG.login.success,
  INVALID_PHONENUMBER: MSG.login.INVALID_PHONENUMBER,
  INVALID_PASSWORD: MSG.login.INVALID_PASSWORD,
  INVALID_COUNTRYCODE: MSG.login.INVALID_COUNTRYCODE,
  ACCOUNT_LOCKED: ACCOUNT_LOCKED_MESSAGE,
}

const REGISTER_MESSAGES: Record<RegisterCode, string> = {
  SUCCESS: MSG.register.SUCCESS,
  PHONE_NUMBER_ALREADY_EXIST: MSG.register.PHONE_NUMBER_ALREADY_EXIST,
  EMAIL_ALREADY_EXIST: MSG.register.EMAIL_ALREADY_EXIST,
  INVALID_COUNTRYCODE: MSG.login.INVALID_COUNTRYCODE,
}

const loginAnswer = (code: LoginCode, extra: Record<string, unknown> = {}) =>
  json({ responseCode: code, message: LOGIN_MESSAGES[code], ...extra }, LOGIN_STATUS[code])
const registerAnswer = (code: RegisterCode, extra: Record<string, unknown> = {}, status: number = REGISTER_STATUS[code]) =>
  json({ responseCode: code, message: REGISTER_MESSAGES[code], ...extra }, status)

async function findCustomer(
  payload: Payload,
  where: Record<string, { equals: string }>,
  withSecrets = false,
): Promise<(Customer & { salt?: string | null }) | undefined> {
  const found = await payload.find({
    collection: 'customers',
    where,
    depth: 0,
    limit: 1,
    overrideAccess: true,
    showHiddenFields: withSecrets,
  })
  return found.docs[0]
}

/** Which of the customer's unique keys another account already holds: the phone first. */
async function takenBy(payload: Payload, username: string, email: string, exceptId?: string) {
  const others = (customer: Customer | undefined) => customer && customer.id !== exceptId
  if (others(await findCustomer(payload, { username: { equals: username } }))) return 'PHONE_NUMBER_ALREADY_EXIST' as const
  if (others(await findCustomer(payload, { email: { equals: email } }))) return 'EMAIL_ALREADY_EXIST' as const
  return null
}

/** A unique-index clash from a concurrent request, reported like the check before it. */
function conflictFrom(error: unknown): 'PHONE_NUMBER_ALREADY_EXIST' | 'EMAIL_ALREADY_EXIST' | null {
  if (!(error instanceof ValidationError)) return null
  const paths = (error.data?.errors ?? []).map((entry: { path: string }) => entry.path)
  if (paths.includes('username') || paths.includes('phoneNumber')) return 'PHONE_NUMBER_ALREADY_EXIST'
  if (paths.includes('email')) return 'EMAIL_ALREADY_EXIST'
  return null
}

/** Customers' token lifetime (Customers collection `auth.tokenExpiration`). */
const SESSION_SECONDS = 7 * 24 * 60 * 60

/** Payload's login, one at a time per account, making sure the new session stays on the account. */
async function logIn(payload: Payload, username: string, password: string) {
  return oneAtATime(`customers:${username}`, async () => {
    const result = await payload.login({ collection: 'customers', data: { username, password } })
    const sid = result.token ? sessionIdOf(result.token) : undefined
    if (sid && result.user) await keepSession(payload, 'customers', String(result.user.id), sid, SESSION_SECONDS)
    return { token: result.token, user: toPublicUser(result.user as Customer) }
  })
}

async function register(req: PayloadRequest): Promise<Response> {
  await rateLimit(req, 'register')
  const input = await readJson(req, registerRequestSchema)
  if (!isKnownDialCode(input.countryCode)) return registerAnswer('INVALID_COUNTRYCODE')
  const countryCode = normaliseDialCode(input.countryCode)
  const username = toE164(countryCode, input.phoneNumber)
  const email = input.email.toLowerCase()
  const taken = await takenBy(req.payload, username, email)
  if (taken) return registerAnswer(taken)
  try {
    await req.payload.create({
      collection: 'customers',
      data: { name: input.name, email, username, password: input.password, countryCode, phoneNumber: input.phoneNumber, gstin: input.GST },
      overrideAccess: true,
    })
  } catch (error) {
    const clash = conflictFrom(error)
    if (clash) return registerAnswer(clash)
    throw error
  }
  return registerAnswer('SUCCESS', await logIn(req.payload, username, input.password))
}

async function login(req: PayloadRequest): Promise<Response> {
  await rateLimit(req, 'login')
  const input = await readJson(req, loginRequestSchema)
  if (!isKnownDialCode(input.countryCode)) return loginAnswer('INVALID_COUNTRYCODE')
  const username = toE164(normaliseDialCode(input.countryCode), input.phoneNumber)
  const customer = await findCustomer(req.payload, { username: { equals: username } }, true)
  if (!customer) return loginAnswer('INVALID_PHONENUMBER')
  if (await isLockedOut(req, customer.id, customer.salt ?? '')) return loginAnswer('ACCOUNT_LOCKED')
  try {
    return loginAnswer('SUCCESS', await logIn(req.payload, username, input.password))
  } catch (error) {
    // The failure that reaches the limit locks the account (for this address): say so now, not on the next attempt.
    if (error instanceof AuthenticationError) {
      return loginAnswer((await recordFailedLogin(req, customer.id, customer.salt ?? '')) ? 'ACCOUNT_LOCKED' : 'INVALID_PASSWORD')
    }
    throw error
  }
}

/**
 * A new email address (where reset links go) or phone number (the login name) needs the current password, and ends
 * every other session of the account: whoever changes them proves they hold the account, and a stolen session cannot
 * take it over.
 */
async function confirmPassword(payload: Payload, customer: Customer, password: string | undefined): Promise<void> {
  if (!password)
    throw badRequest(MSG.profile.currentPasswordRequired, [{ field: 'currentPassword', message: MSG.profile.currentPasswordRequired }])
  try {
    // Payload checks a password only by logging in: the session that makes is ended at once.
    const check = await logIn(payload, customer.username!, password)
    const sid = check.token ? sessionIdOf(check.token) : undefined
    if (sid) await oneAtATime(`customers:${customer.username}`, () => endSessions(payload, 'customers', customer.id, (id) => id !== sid))
  } catch (error) {
    if (error instanceof AuthenticationError) {
      throw badRequest(MSG.profile.currentPasswordWrong, [{ field: 'currentPassword', message: MSG.profile.currentPasswordWrong }])
    }
    throw error
  }
}

async function editUser(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req) as Customer
  await rateLimit(req, 'profileEdit')
  const input = await readJson(req, editUserRequestSchema)
  const username = toE164(customer.countryCode, input.phoneNumber)
  const email = input.email.toLowerCase()
  const conflict = await takenBy(req.payload, username, email, customer.id)
  if (conflict) return registerAnswer(conflict)
  const changesLogin = email !== customer.email.toLowerCase() || username !== customer.username
  if (changesLogin) await confirmPassword(req.payload, customer, input.currentPassword)
  let saved: Customer
  try {
    saved = await req.payload.update({
      collection: 'customers',
      id: customer.id,
      data: { name: input.name, email, countryCode: customer.countryCode, phoneNumber: input.phoneNumber, gstin: input.GST },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    const clash = conflictFrom(error)
    if (clash) return registerAnswer(clash)
    throw error
  }
  if (changesLogin) {
    const current = (req.user as { _sid?: string })._sid
    await oneAtATime(`customers:${customer.username}`, () => endSessions(req.payload, 'customers', customer.id, (id) => id === current))
  }
  return json({ responseCode: 'SUCCESS', message: MSG.profile.updated, data: { user: toPublicUser(saved) } })
}

/** Ends this session on the server: the token stops working at once, not when it expires. */
async function logout(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req) as Customer
  const current = (req.user as { _sid?: string })._sid
  await oneAtATime(`customers:${customer.username}`, () => endSessions(req.payload, 'customers', customer.id, (id) => id !== current))
  return json({ message: MSG.logout.success })
}

export const accountEndpoints: Endpoint[] = [
  route('post', '/user', register),
  route('post', '/user/login', login),
  route('post', '/verifyToken', async (req) => {
    const customer = requireCustomer(req) as Customer
    return json({ valid: true, user: toPublicUser(customer) })
  }),
  route('get', '/user/getmydetails', async (req) => {
    const customer = requireCustomer(req) as Customer
    return json({ data: { user: toPublicUser(customer) } })
  }),
  route('patch', '/user/editUser', editUser),
  route('post', '/user/logout', logout),
]
