import type { Quote } from '../../payload-types'
import { formatPaise } from '../../contract/money'
import { emailLayout, escapeHtml, type EmailContent } from './templates'

/** To the buyer when staff have priced their quote: the quoted lines, total and validity. */
export function quotedEmail(quote: Quote, name: string): EmailContent {
  const lines = quote.lines ?? []
  const reference = quote.quoteId ?? quote.id
  const total = lines.reduce((sum, line) => sum + (line.quotedPrice ?? 0) * line.quantity, 0)
  const validUntil = quote.validUntil ? quote.validUntil.slice(0, 10) : ''
  const rows = lines.map(
    (line) => `${line.name} (size ${line.size}, code ${line.code}) × ${line.quantity} at ${formatPaise(line.quotedPrice ?? 0)}`,
  )
  const intro = `Hello ${name}, here is our quote for ${quote.organisation}. It is valid until ${validUntil}; order it from your dashboard (My Quotes).`
  const text = [intro, '', `Quote: ${reference}`, ...rows.map((row) => `- ${row}`), '', `Total: ${formatPaise(total)}`].join('\n')
  const html = emailLayout(
    'Your quote is ready',
    [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><strong>Quote:</strong> ${escapeHtml(reference)}</p>`,
      `<ul>${rows.map((row) => `<li>${escapeHtml(row)}</li>`).join('')}</ul>`,
      `<p><strong>Total:</strong> ${escapeHtml(formatPaise(total))}</p>`,
    ].join(''),
  )
  return { subject: `Your Nuvo Surgical quote ${reference} for ${quote.organisation}`, html, text }
}
