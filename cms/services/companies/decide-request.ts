import type { PayloadRequest } from 'payload'

import { APPROVAL_MESSAGES } from '../../contract/approvals'
import { idOf } from '../../contract/ids'
import { orderCreateRequestSchema } from '../../contract/orders'
import { updateWhere } from '../../database'
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-errors'
import type { ApprovalRequest } from '../../payload-types'
import { commitOrder, prepareOrder } from '../orders'
import { decidedInBackground } from './approval-notify'
import { statusOf } from './approval-requests'
import { canDecide, membershipOf } from './membership'
import { shipToOf } from './ship-to'

type Customer = NonNullable<PayloadRequest['user']>

async function readRequest(req: PayloadRequest, requestId: string): Promise<ApprovalRequest | null> {
  if (requestId.length === 0 || requestId.length > 64) return null
  const { docs } = await req.payload.find({
    collection: 'approval-requests',
    where: { id: { equals: requestId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/** The 409 a request that is no longer PENDING (or has expired) answers. */
function settled(request: ApprovalRequest): HttpError {
  return conflict({
    message: statusOf(request) === 'EXPIRED' ? APPROVAL_MESSAGES.expired : APPROVAL_MESSAGES.decided,
    status: statusOf(request),
  })
}

/**
 * The request an approver may decide: 404 when it is unknown or another company's, 403 for a member who does not
 * decide or for their own request, 409 once it is decided or expired.
 */
async function requestToDecide(req: PayloadRequest, approver: Customer, requestId: string): Promise<ApprovalRequest> {
  const [request, membership] = await Promise.all([readRequest(req, requestId), membershipOf(req, String(approver.id))])
  if (!request || !membership || idOf(request.company) !== membership.company.id) throw notFound(APPROVAL_MESSAGES.notFound)
  if (!canDecide(membership.member)) throw forbidden(APPROVAL_MESSAGES.notAnApprover)
  if (idOf(request.buyer) === String(approver.id)) throw forbidden(APPROVAL_MESSAGES.ownRequest)
  if (statusOf(request) !== 'PENDING') throw settled(request)
  return request
}

/**
 * Moves a PENDING, unexpired request to its decision with one conditional write, decided by the database: of two
 * approvers acting at once exactly one write matches, the other gets the 409 of the request as it now stands.
 */
async function claim(req: PayloadRequest, request: ApprovalRequest, data: Record<string, unknown>): Promise<ApprovalRequest> {
  const now = new Date().toISOString()
  const claimed = await updateWhere<ApprovalRequest>(
    req.payload,
    'approval-requests',
    { and: [{ id: { equals: request.id } }, { status: { equals: 'PENDING' } }, { expiresAt: { greater_than: now } }] },
    { ...data, decidedAt: now },
    req,
  )
  if (claimed) return { ...request, ...data, decidedAt: now } as ApprovalRequest
  const current = await readRequest(req, request.id)
  throw settled(current ?? request)
}

/**
 * `POST /company/requests/{id}/approve`: places the order as its buyer would now (today's prices and terms, their
 * credit, stock reserved), recording the approver; the request's claim commits in the order's transaction, so a
 * refused order (stock, credit, a cart ordered meanwhile) leaves the request PENDING.
 */
export async function approveRequest(req: PayloadRequest, approver: Customer, requestId: string) {
  const request = await requestToDecide(req, approver, requestId)
  const buyerDoc = await req.payload.findByID({
    collection: 'customers',
    id: idOf(request.buyer),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!buyerDoc) throw notFound(APPROVAL_MESSAGES.notFound)
  const buyer = { ...buyerDoc, collection: 'customers' } as Customer
  const input = orderCreateRequestSchema.parse(request.input)
  const outcome: { decided?: ApprovalRequest } = {}
  try {
    const prepared = await prepareOrder(req, buyer, input, {
      approvedBy: { id: String(approver.id), name: String(approver.name ?? '') },
      // The location as the company lists it today, for the buyer as they are allowed today.
      shipTo: shipToOf(await membershipOf(req, String(buyer.id)), input.locationId),
      company: idOf(request.company),
    })
    const placed = await commitOrder(req, buyer, prepared, async (order) => {
      outcome.decided = await claim(req, request, { status: 'APPROVED', approver: String(approver.id), orderId: order.orderId })
    })
    if (outcome.decided) decidedInBackground(req, outcome.decided, String(approver.name ?? ''))
    return { requestId: request.id, status: 'APPROVED' as const, ...placed }
  } catch (error) {
    // Another approver's order took the cart first: answer as the request now stands.
    const current = error instanceof HttpError && error.status === 409 ? await readRequest(req, request.id) : null
    if (current && current.status !== 'PENDING') throw settled(current)
    throw error
  }
}

/** `POST /company/requests/{id}/reject { reason }`: the request ends REJECTED and the buyer is told why. */
export async function rejectRequest(req: PayloadRequest, approver: Customer, requestId: string, reason: string) {
  const request = await requestToDecide(req, approver, requestId)
  const decided = await claim(req, request, { status: 'REJECTED', approver: String(approver.id), reason })
  decidedInBackground(req, decided, String(approver.name ?? ''))
  return { requestId: request.id, status: 'REJECTED' as const }
}
