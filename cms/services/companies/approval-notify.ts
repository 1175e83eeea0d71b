import type { PayloadRequest } from 'payload'

import { idOf } from '../../contract/ids'
import type { ApprovalRequest, Company } from '../../payload-types'
import { sendEmail } from '../email'
import { approvalDecidedEmail, approvalRequestedEmail } from '../email/approval-emails'
import { membersWithRole } from './membership'

async function recipients(req: PayloadRequest, ids: string[]): Promise<{ id: string; name: string; email: string }[]> {
  if (ids.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'customers',
    where: { id: { in: ids } },
    select: { name: true, email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => ({ id: String(doc.id), name: doc.name ?? '', email: doc.email }))
}

/** Sends in the background; a slow or failing mail service never delays or fails the answer. */
function inBackground(req: PayloadRequest, what: string, send: () => Promise<unknown>): void {
  void send().catch((error) => req.payload.logger.error({ err: error, msg: `approval request: ${what} not sent` }))
}

/** Emails the company's approvers (its admins when it has none) about a new request. */
export function requestedInBackground(req: PayloadRequest, company: Company, request: ApprovalRequest, buyerName: string): void {
  inBackground(req, 'approvers email', async () => {
    const approvers = membersWithRole(company, ['approver'])
    const to = await recipients(req, approvers.length > 0 ? approvers : membersWithRole(company, ['admin']))
    const content = approvalRequestedEmail(request, { companyName: company.name, buyerName })
    await Promise.all(to.map((person) => sendEmail({ to: person.email, ...content })))
  })
}

/** Emails the buyer that their request was approved (and the order placed) or rejected, with the reason. */
export function decidedInBackground(req: PayloadRequest, request: ApprovalRequest, approverName: string): void {
  inBackground(req, 'buyer email', async () => {
    const [buyer] = await recipients(req, [idOf(request.buyer)])
    if (buyer) await sendEmail({ to: buyer.email, ...approvalDecidedEmail(request, { buyerName: buyer.name, approverName }) })
  })
}
