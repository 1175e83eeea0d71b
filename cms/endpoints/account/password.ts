import { APIError, type Endpoint, type PayloadRequest } from 'payload'

import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../../contract/account'
import { MSG } from '../../contract/messages'
import { env } from '../../env'
import { passwordResetEmail, sendEmail } from '../../services/email'
import { rateLimit } from '../../services/rate-limit'
import { badRequest, json, readJson, route } from '../http'

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please request a new one.'

/**
 * Always the same answer, so the call does not tell who has an account. When the email belongs to a customer,
 * Payload issues a one-hour reset token (stored hashed on the customer) and we email the storefront's reset link.
 */
async function forgotPassword(req: PayloadRequest): Promise<Response> {
  rateLimit(req, 'forgotPassword')
  const { email } = await readJson(req, forgotPasswordRequestSchema)
  const found = await req.payload.find({
    collection: 'customers',
    where: { email: { equals: email.toLowerCase() } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const customer = found.docs[0]
  if (customer) {
    const token = await req.payload.forgotPassword({
      collection: 'customers',
      // Customers sign in by username (their E.164 phone), so Payload looks the account up by username here;
      // its local API types only name `email`.
      data: { email: customer.email, username: customer.username } as { email: string },
      disableEmail: true,
    })
    if (token) {
      const resetUrl = `${env().publicUrl}/resetPassword?token=${encodeURIComponent(token)}`
      await sendEmail({ to: customer.email, ...passwordResetEmail({ name: customer.name, resetUrl }) }, req.payload.logger)
    }
  }
  return json({ message: MSG.forgot.success })
}

/** Sets the new password once per token; the token then stops working and any login lock is lifted. */
async function resetPassword(req: PayloadRequest): Promise<Response> {
  rateLimit(req, 'resetPassword')
  const { token, password } = await readJson(req, resetPasswordRequestSchema)
  try {
    await req.payload.resetPassword({ collection: 'customers', data: { token, password }, overrideAccess: true })
  } catch (error) {
    if (error instanceof APIError && error.status < 500) throw badRequest(RESET_LINK_INVALID)
    throw error
  }
  return json({ message: MSG.reset.success })
}

export const passwordEndpoints: Endpoint[] = [
  route('post', '/user/forgotPassword', forgotPassword),
  route('post', '/user/resetPassword', resetPassword),
]
