import type { Payload } from 'payload'

import { env } from '../../env'
import { shopDay } from '../../lib/shop-time'
import { sendEmail } from '../email'
import type { DailyEmailOutcome } from '../email/daily-email'
import { emailLayout, escapeHtml, type EmailContent } from '../email/templates'
import { claimTask, releaseTask } from '../lease'
import { codeRules, codesBelowReorder } from './code-rules'
import { daysToExpiry } from './report'

/** Lots expiring within this many days are listed in the daily stock email. */
export const STOCK_ALERT_EXPIRY_DAYS = 90

/** The lease a day's stock email is claimed under: the first process to take it sends that day's email. */
const alertKey = (day: string) => `stock-alert:${day}`

/** A day's claim outlasts the day it is offered in, so no day's email is sent twice. */
const CLAIM_MS = 2 * 24 * 60 * 60_000

export type ExpiringLot = { code: string; lot: string; expiry: string; location: string; onHand: number; daysToExpiry: number }
export type CodeBelowReorder = { code: string; product: string; available: number; reorderBelow: number }

const expiryWords = (days: number) => (days < 0 ? `expired ${-days} day${days === -1 ? '' : 's'} ago` : `expires in ${days} days`)

/** The staff's email: lots near or past expiry (soonest first) and codes below their reorder level, with links. */
export function stockAlertEmail(
  lots: readonly ExpiringLot[],
  codes: readonly CodeBelowReorder[],
  today: string,
  adminUrl: string,
): EmailContent {
  const lotLines = lots.map(
    (lot) => `${lot.code} lot ${lot.lot} (${lot.location}, ${lot.onHand} on hand): ${expiryWords(lot.daysToExpiry)}, ${lot.expiry}`,
  )
  const codeLines = codes.map((code) => `${code.code} ${code.product}: ${code.available} available, reorder below ${code.reorderBelow}`)
  const link = `${adminUrl}/admin/stock`
  const subject = [
    lots.length > 0 ? `${lots.length} lot${lots.length === 1 ? '' : 's'} expiring within ${STOCK_ALERT_EXPIRY_DAYS} days` : '',
    codes.length > 0 ? `${codes.length} code${codes.length === 1 ? '' : 's'} below reorder level` : '',
  ]
    .filter(Boolean)
    .join(', ')
  const sections = [
    { heading: `Lots expiring within ${STOCK_ALERT_EXPIRY_DAYS} days or expired`, lines: lotLines },
    { heading: 'Codes below their reorder level', lines: codeLines },
  ].filter((section) => section.lines.length > 0)
  return {
    subject,
    text: [
      `Stock as of ${today}.`,
      ...sections.flatMap((section) => ['', `${section.heading}:`, ...section.lines.map((line) => `- ${line}`)]),
      '',
      `Stock: ${link}`,
    ].join('\n'),
    html: emailLayout(
      'Stock to act on',
      `<p>Stock as of ${escapeHtml(today)}.</p>` +
        sections
          .map(
            (section) =>
              `<h3>${escapeHtml(section.heading)}</h3><ul>${section.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
          )
          .join('') +
        `<p><a href="${escapeHtml(link)}">Open the stock view</a></p>`,
    ),
  }
}

/** Lots holding units that expire within the alert's days (or have expired), and every code's available units. */
async function stockPosition(payload: Payload, today: string) {
  const [lots, locations] = await Promise.all([
    payload.find({
      collection: 'stock-lots',
      where: { onHand: { greater_than: 0 } },
      select: { code: true, lot: true, expiry: true, location: true, onHand: true, available: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({ collection: 'stock-locations', select: { code: true }, depth: 0, pagination: false, overrideAccess: true }),
  ])
  const locationCode = new Map(locations.docs.map((location) => [String(location.id), location.code]))
  const available = new Map<string, number>()
  const expiring: ExpiringLot[] = []
  for (const lot of lots.docs) {
    available.set(lot.code, (available.get(lot.code) ?? 0) + (lot.available ?? 0))
    const days = daysToExpiry(today, lot.expiry)
    if (days > STOCK_ALERT_EXPIRY_DAYS) continue
    const location = typeof lot.location === 'object' ? String(lot.location.id) : String(lot.location)
    expiring.push({
      code: lot.code,
      lot: lot.lot,
      expiry: lot.expiry,
      location: locationCode.get(location) ?? location,
      onHand: lot.onHand,
      daysToExpiry: days,
    })
  }
  expiring.sort((a, b) => a.daysToExpiry - b.daysToExpiry || a.code.localeCompare(b.code) || a.lot.localeCompare(b.lot))
  return { expiring, available }
}

async function stockStaffEmails(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { roles: { in: ['admin', 'order-manager'] } },
    select: { email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((user) => user.email)
}

/**
 * The day's stock email (`day`, India time) as of `now`: sent once across every process on the database (the first to
 * claim the day's lease sends it), to every admin and order manager, and only when some lot expires within 90 days or
 * some code is below its reorder level. As the certificate digest, the day is claimed only when there is something to
 * send, and a failed send gives the claim back.
 */
export async function sendStockAlert(payload: Payload, day: string, now: Date): Promise<DailyEmailOutcome> {
  const today = shopDay(now)
  const [{ expiring, available }, rules, staff] = await Promise.all([
    stockPosition(payload, today),
    codeRules(payload),
    stockStaffEmails(payload),
  ])
  const below = codesBelowReorder(rules, available)
  if ((expiring.length === 0 && below.length === 0) || staff.length === 0) return 'nothing-to-send'
  const claim = await claimTask(payload, alertKey(day), CLAIM_MS)
  if (!claim) return 'already-claimed'
  const sent = await sendEmail({ to: staff, ...stockAlertEmail(expiring, below, today, env().publicUrl) })
  if (sent.ok) return 'sent'
  await releaseTask(payload, claim)
  return 'failed'
}
