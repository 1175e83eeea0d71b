import { AuthenticationError, LockedAuth, ValidationError, type Endpoint, type Payload, type PayloadRequest } from 'payload'

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
import { rateLimit } from '../../services/rate-limit'
import { toPublicUser } from '../../services/serialize'
import { toE164 } from '../../lib/validators'
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

async function findCustomer(payload: Payload, where: Record<string, { equals: string }>): Promise<Customer | undefined> {
  const found = await payload.find({ collection: 'customers', where, depth: 0, limit: 1, overrideAccess: true })
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

async function logIn(payload: Payload, username: string, password: string) {
  const result = await payload.login({ collection: 'customers', data: { username, password } })
  return { token: result.token, user: toPublicUser(result.user as Customer) }
}

async function register(req: PayloadRequest): Promise<Response> {
  rateLimit(req, 'register')
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
  rateLimit(req, 'login')
  const input = await readJson(req, loginRequestSchema)
  if (!isKnownDialCode(input.countryCode)) return loginAnswer('INVALID_COUNTRYCODE')
  const username = toE164(normaliseDialCode(input.countryCode), input.phoneNumber)
  const customer = await findCustomer(req.payload, { username: { equals: username } })
  if (!customer) return loginAnswer('INVALID_PHONENUMBER')
  try {
    return loginAnswer('SUCCESS', await logIn(req.payload, username, input.password))
  } catch (error) {
    if (error instanceof LockedAuth) return loginAnswer('ACCOUNT_LOCKED')
    // The failure that reaches the limit locks the account: say so now rather than on the next attempt.
    if (error instanceof AuthenticationError) return loginAnswer((await isLocked(req.payload, customer.id)) ? 'ACCOUNT_LOCKED' : 'INVALID_PASSWORD')
    throw error
  }
}

async function isLocked(payload: Payload, id: string): Promise<boolean> {
  const customer = await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, showHiddenFields: true })
  return Boolean(customer.lockUntil && Date.parse(customer.lockUntil) > Date.now())
}

async function editUser(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req) as Customer
  const input = await readJson(req, editUserRequestSchema)
  const username = toE164(customer.countryCode, input.phoneNumber)
  const email = input.email.toLowerCase()
  const conflict = await takenBy(req.payload, username, email, customer.id)
  if (conflict) return registerAnswer(conflict)
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
  return json({ responseCode: 'SUCCESS', message: MSG.profile.updated, data: { user: toPublicUser(saved) } })
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
]
