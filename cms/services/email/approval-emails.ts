import { APPROVAL_RULE_LABELS, type ApprovalRule } from '../../contract/approvals'
import { formatPaise } from '../../contract/money'
import type { ApprovalRequest } from '../../payload-types'
import { emailLayout, escapeHtml, type EmailContent } from './templates'

type StoredLine = { name: string; size: string; code: string; quantity: number; unitPrice: number }

function lineRows(request: ApprovalRequest): string[] {
  return (request.lines as StoredLine[]).map(
    (line) => `${line.name} (size ${line.size}, code ${line.code}) × ${line.quantity} at ${formatPaise(line.unitPrice)}`,
  )
}

/** To the company's approvers when a buyer's order waits for them: who, what, why, until when. */
export function approvalRequestedEmail(request: ApprovalRequest, input: { companyName: string; buyerName: string }): EmailContent {
  const why = (request.rules as ApprovalRule[]).map((rule) => APPROVAL_RULE_LABELS[rule]).join('; ')
  const intro = `${input.buyerName} of ${input.companyName} has placed an order that needs your approval (${why}). Approve or reject it in My Dashboard, Approvals, before ${request.expiresAt.slice(0, 10)}.`
  const rows = lineRows(request)
  const total = `Total: ${formatPaise(request.total)}`
  const text = [intro, '', `Request: ${request.id}`, ...rows.map((row) => `- ${row}`), '', total].join('\n')
  const html = emailLayout(
    'An order awaits your approval',
    [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><strong>Request:</strong> ${escapeHtml(request.id)}</p>`,
      `<ul>${rows.map((row) => `<li>${escapeHtml(row)}</li>`).join('')}</ul>`,
      `<p><strong>${escapeHtml(total)}</strong></p>`,
    ].join(''),
  )
  return { subject: `Approval needed: ${input.buyerName}'s order of ${formatPaise(request.total)}`, html, text }
}

/** To the buyer once their request is decided: the order placed, or the approver's reason for rejecting it. */
export function approvalDecidedEmail(request: ApprovalRequest, input: { buyerName: string; approverName: string }): EmailContent {
  const approved = request.status === 'APPROVED'
  const intro = approved
    ? `Hello ${input.buyerName}, ${input.approverName} approved your order of ${formatPaise(request.total)} at the time of the request. It has been placed as order ${request.orderId ?? ''} at today's prices.`
    : `Hello ${input.buyerName}, ${input.approverName} rejected your order of ${formatPaise(request.total)}.`
  const reason = approved ? null : `Reason: ${request.reason ?? ''}`
  const text = [intro, ...(reason ? ['', reason] : []), '', `Request: ${request.id}`].join('\n')
  const html = emailLayout(
    approved ? 'Your order was approved' : 'Your order was not approved',
    [
      `<p>${escapeHtml(intro)}</p>`,
      reason ? `<p><strong>${escapeHtml(reason)}</strong></p>` : '',
      `<p><strong>Request:</strong> ${escapeHtml(request.id)}</p>`,
    ].join(''),
  )
  const subject = approved ? `Your order ${request.orderId ?? ''} was approved and placed` : 'Your order request was rejected'
  return { subject, html, text }
}
