import type { EmailAdapter, SendEmailOptions } from 'payload'

import { env } from '../../env'
import { sendEmail, type EmailResult } from './index'

/** "Nuvo Surgical <orders@example.com>" → its name and address; a bare address has the shop's name. */
export function senderOf(from: string): { name: string; address: string } {
  const named = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return named ? { name: named[1] || 'Nuvo Surgical', address: named[2] } : { name: 'Nuvo Surgical', address: from.trim() }
}

const addresses = (to: SendEmailOptions['to']): string[] =>
  [to ?? []].flat().map((entry) => (typeof entry === 'string' ? entry : entry.address))

/**
 * Payload's own emails (a staff member's "Forgot password" link) go out as the shop's do: through Resend, or into the
 * server log (masked) without RESEND_API_KEY.
 */
export const shopEmailAdapter: EmailAdapter<EmailResult> = () => {
  const sender = senderOf(env().EMAIL_FROM)
  return {
    name: 'shop-email',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: (message) =>
      sendEmail({
        to: addresses(message.to),
        subject: String(message.subject ?? ''),
        html: String(message.html ?? ''),
        text: String(message.text ?? ''),
      }),
  }
}
