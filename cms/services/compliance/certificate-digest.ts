import type { Payload } from 'payload'

import { CERTIFICATE_WARNING_DAYS } from '../../contract/compliance'
import { env } from '../../env'
import { certificateExpiryText, certificatesExpiringBy } from '../../lib/certificates'
import { shopDay } from '../../lib/shop-time'
import { sendEmail } from '../email'
import type { DailyEmailOutcome } from '../email/daily-email'
import { emailLayout, escapeHtml, type EmailContent } from '../email/templates'
import { claimTask, releaseTask } from '../lease'

export type ExpiringCertificate = { title: string; expiresOn: string }

/** The lease a day's digest is claimed under: the first process to take it sends that day's email. */
export const digestKey = (day: string) => `certificate-digest:${day}`

/** A day's claim outlasts the day it is offered in, so no day's digest is sent twice. */
const CLAIM_MS = 2 * 24 * 60 * 60_000

/** The editors' email: every certificate expiring within 30 days or expired, soonest first, with a link to renew them. */
export function certificateDigestEmail(certificates: readonly ExpiringCertificate[], today: string, adminUrl: string): EmailContent {
  const lines = certificates.map((certificate) => `${certificate.title}: ${certificateExpiryText(today, certificate.expiresOn)}`)
  const count = `${certificates.length} certificate${certificates.length === 1 ? '' : 's'}`
  const intro = `${count} expiring within ${CERTIFICATE_WARNING_DAYS} days or expired, as of ${today}. Upload the renewed certificate to each document so the product pages and tenders show a valid one.`
  const link = `${adminUrl}/admin/collections/product-documents`
  return {
    subject: `${count} expiring within ${CERTIFICATE_WARNING_DAYS} days`,
    text: [intro, '', ...lines.map((line) => `- ${line}`), '', `Documents: ${link}`].join('\n'),
    html: emailLayout(
      'Certificates to renew',
      `<p>${escapeHtml(intro)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
        `<p><a href="${escapeHtml(link)}">Open the documents</a></p>`,
    ),
  }
}

async function expiringCertificates(payload: Payload, now: Date): Promise<ExpiringCertificate[]> {
  const { docs } = await payload.find({
    collection: 'product-documents',
    where: certificatesExpiringBy(now),
    sort: 'expiresOn',
    select: { title: true, expiresOn: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => ({ title: doc.title, expiresOn: shopDay(new Date(doc.expiresOn!)) }))
}

async function catalogueEditorEmails(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { roles: { in: ['catalogue-editor'] } },
    select: { email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((user) => user.email)
}

/**
 * The day's digest (`day`, India time, YYYY-MM-DD) for the certificates expiring as of `now`: sent once across every
 * process on the database (the first to claim the day's lease sends it), to every catalogue editor, and only when
 * some certificate needs renewing. The day is claimed only when there is something to send, so a certificate that
 * comes due later that day is sent by a later check; a failed send gives the claim back, so the next check can try again.
 */
export async function sendCertificateDigest(payload: Payload, day: string, now: Date): Promise<DailyEmailOutcome> {
  const [certificates, editors] = await Promise.all([expiringCertificates(payload, now), catalogueEditorEmails(payload)])
  if (certificates.length === 0 || editors.length === 0) return 'nothing-to-send'
  const claim = await claimTask(payload, digestKey(day), CLAIM_MS)
  if (!claim) return 'already-claimed'
  const sent = await sendEmail({ to: editors, ...certificateDigestEmail(certificates, shopDay(now), env().publicUrl) })
  if (sent.ok) return 'sent'
  await releaseTask(payload, claim)
  return 'failed'
}
