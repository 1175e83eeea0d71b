import { APIError, type Endpoint, type PayloadRequest } from 'payload'

import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../../contract/account'
import { MSG } from '../../contract/messages'
import { env } from '../../env'
import { invalidateEverywhere } from '../../services/cache'
import { passwordResetEmail, sendEmail } from '../../services/email'
import type { Customer } from '../../payload-types'
import { isRateLimited, rateLimit } from '../../services/rate-limit'
import { badRequest, json, readJson, route } from '../http'

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please request a new one.'

/**
 * Always the same answer at the same speed, so the call does not tell who has an account: the answer goes first,
 * and the lookup and email happen after it.
 */
async function forgotPassword(req: PayloadRequest): Promise<Response> {
  await rateLimit(req, 'forgotPassword')
  const { email } = await readJson(req, forgotPasswordRequestSchema)
  void sendResetLink(req, email.toLowerCase()).catch((error: unknown) =>
    req.payload.logger.error({ err: error, msg: 'password reset email failed' }),
  )
  return json({ message: MSG.forgot.success })
}

/** A link sent earlier stays the one to use while it has this long to live: asking again sends it again. */
const REUSE_LINK_FOR_MS = 10 * 60 * 1000

/**
 * Emails the storefront's reset link when the address belongs to a customer, at most a few times an hour per
 * account. A link that is still valid is sent again rather than replaced, so a stranger asking for the owner's
 * address cannot make the owner's link stop working.
 */
async function sendResetLink(req: PayloadRequest, email: string): Promise<void> {
  const found = await req.payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const customer = found.docs[0] as (Customer & { resetPasswordToken?: string | null; resetPasswordExpiration?: string | null }) | undefined
  if (!customer || (await isRateLimited(req, 'forgotPasswordAccount', customer.id))) return
  await rateLimit(req, 'forgotPasswordAccount', customer.id)
  const stillValid = customer.resetPasswordToken && Date.parse(customer.resetPasswordExpiration ?? '') - Date.now() > REUSE_LINK_FOR_MS
  const token = stillValid
    ? customer.resetPasswordToken
    : await req.payload.forgotPassword({
        collection: 'customers',
        // Customers sign in by username (their E.164 phone), so Payload looks the account up by username here;
        // its local API types only name `email`.
        data: { email: customer.email, username: customer.username } as { email: string },
        disableEmail: true,
      })
  if (!token) return
  const resetUrl = `${env().publicUrl}/resetPassword?token=${encodeURIComponent(token)}`
  await sendEmail({ to: customer.email, ...passwordResetEmail({ name: customer.name, resetUrl }) }, req.payload.logger)
}

/** Sets the new password once per token; the token then stops working and any login lock is lifted. */
async function resetPassword(req: PayloadRequest): Promise<Response> {
  await rateLimit(req, 'resetPassword')
  const { token, password } = await readJson(req, resetPasswordRequestSchema)
  try {
    await req.payload.resetPassword({ collection: 'customers', data: { token, password }, overrideAccess: true })
  } catch (error) {
    if (error instanceof APIError && error.status < 500) throw badRequest(RESET_LINK_INVALID)
    throw error
  }
  // Payload ended the account's sessions straight in the database: signed-in reads must stop honouring them too.
  await invalidateEverywhere(req.payload, ['customers'])
  return json({ message: MSG.reset.success })
}

export const passwordEndpoints: Endpoint[] = [
  route('post', '/user/forgotPassword', forgotPassword),
  route('post', '/user/resetPassword', resetPassword),
]
