import { Resend } from 'resend'

import { env } from '../../env'
import { maskDeep } from '../../lib/log-masking'

export type EmailMessage = {
  to: string | string[]
  subject: string
  html: string
  text: string
  replyTo?: string
  /** Files sent with the message, e.g. the GST invoice PDF of a shipped order. */
  attachments?: { filename: string; content: Buffer }[]
}

export type EmailResult = { ok: true; id: string | null; logged: boolean } | { ok: false; error: string }

type Logger = { info: (obj: object) => void; error: (obj: object) => void }

/** Addresses, phone numbers and links with tokens are masked here as in Payload's logger (cms/lib/logger.ts). */
const consoleLogger: Logger = {
  info: (obj) => console.info(JSON.stringify(maskDeep(obj))),
  error: (obj) => console.error(JSON.stringify(maskDeep(obj))),
}

let client: Resend | undefined

/** One Resend client per process; it reads RESEND_BASE_URL when it is constructed. */
function resendClient(apiKey: string): Resend {
  client ??= new Resend(apiKey, env().RESEND_BASE_URL ? { baseUrl: env().RESEND_BASE_URL } : undefined)
  return client
}

/**
 * Sends one email through Resend. Without RESEND_API_KEY the message is written to the server log instead.
 * Never throws: a failed send is logged and reported in the result, so an order or enquiry is never lost
 * because the mail service is down.
 */
export async function sendEmail(message: EmailMessage, logger: Logger = consoleLogger): Promise<EmailResult> {
  const config = env()
  const to = Array.isArray(message.to) ? message.to : [message.to]
  if (!config.RESEND_API_KEY) {
    logger.info({ msg: 'email (RESEND_API_KEY not set, logged instead of sent)', to, subject: message.subject, text: message.text })
    return { ok: true, id: null, logged: true }
  }
  try {
    const { data, error } = await resendClient(config.RESEND_API_KEY).emails.send({
      from: config.EMAIL_FROM,
      to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.attachments ? { attachments: message.attachments } : {}),
    })
    if (error) {
      logger.error({ msg: 'email not sent', to, subject: message.subject, error: error.message })
      return { ok: false, error: error.message }
    }
    return { ok: true, id: data?.id ?? null, logged: false }
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    logger.error({ msg: 'email not sent', to, subject: message.subject, error: text })
    return { ok: false, error: text }
  }
}

export { enquiryReceivedEmail, passwordResetEmail } from './templates'
