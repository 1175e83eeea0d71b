import { formatPaise } from '../../contract/money'
import type { Order } from '../../payload-types'
import { emailLayout, escapeHtml, type EmailContent } from './templates'

const COMPANY = 'Nuvo Surgical'

function simpleEmail(heading: string, subject: string, paragraphs: string[]): EmailContent {
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: emailLayout(heading, paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')),
  }
}

/** To staff, when a buyer cancels their own order. */
export function orderCancelledByBuyerStaffEmail(order: Order, customer: { name: string; email: string }, reason: string): EmailContent {
  return simpleEmail('Order cancelled by the buyer', `Order ${order.orderId} cancelled by the buyer`, [
    `${customer.name} (${customer.email}) cancelled order ${order.orderId} (${formatPaise(order.total)}, ${order.paymentType}).`,
    `Reason: ${reason}`,
    ...(order.refund?.amount
      ? [
          `Refund: ${formatPaise(order.refund.amount)} (${order.refund.method}${order.refund.reference ? `, ${order.refund.reference}` : ''}).`,
        ]
      : []),
  ])
}

export type ReturnForEmail = {
  returnId: string
  orderId: string
  kind: 'RETURN' | 'REPLACE'
  status: string
  reason: string
  lines: { code: string; name: string; quantity: number }[]
  rejectionReason?: string | null
  refund?: { amount?: number | null; method?: string | null; reference?: string | null } | null
  replacementOrderId?: string | null
}

const STEP_TEXT: Record<string, string> = {
  REQUESTED: 'We have received your request and will review it shortly.',
  APPROVED: 'Your request is approved. Our courier will pick up the items; please keep them packed.',
  RECEIVED: 'We have received the returned items and are checking them.',
  REFUNDED: 'Your refund has been issued.',
  REPLACED: 'Your replacement order has been created and will be shipped to you.',
  REJECTED: 'We could not accept your request.',
}

const linesText = (lines: ReturnForEmail['lines']) => lines.map((line) => `${line.name} (code ${line.code}) × ${line.quantity}`).join('; ')

/** To the buyer, at each step of a return or replacement. */
export function returnStatusEmail(entry: ReturnForEmail, name: string): EmailContent {
  const what = entry.kind === 'RETURN' ? 'return' : 'replacement'
  return simpleEmail(
    `Your ${what} request: ${entry.status.toLowerCase()}`,
    `Your ${COMPANY} ${what} ${entry.returnId} is ${entry.status}`,
    [
      `Hello ${name}, ${STEP_TEXT[entry.status] ?? ''}`,
      `Request ${entry.returnId} for order ${entry.orderId}: ${linesText(entry.lines)}. Reason: ${entry.reason}.`,
      ...(entry.status === 'REJECTED' && entry.rejectionReason ? [`Why: ${entry.rejectionReason}`] : []),
      ...(entry.status === 'REFUNDED' && entry.refund?.amount
        ? [`Refund: ${formatPaise(entry.refund.amount)}${entry.refund.reference ? ` (reference ${entry.refund.reference})` : ''}.`]
        : []),
      ...(entry.status === 'REPLACED' && entry.replacementOrderId ? [`Replacement order: ${entry.replacementOrderId}.`] : []),
    ],
  )
}

/** To staff, when a buyer asks for a return or replacement. */
export function returnRequestedStaffEmail(entry: ReturnForEmail, customer: { name: string; email: string }): EmailContent {
  const what = entry.kind === 'RETURN' ? 'Return' : 'Replacement'
  return simpleEmail(`${what} requested`, `${what} requested: ${entry.returnId} for order ${entry.orderId}`, [
    `${customer.name} (${customer.email}) asks for a ${what.toLowerCase()} of ${linesText(entry.lines)}.`,
    `Reason: ${entry.reason}.`,
  ])
}
