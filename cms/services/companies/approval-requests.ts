import type { PayloadRequest, Where } from 'payload'

import { APPROVAL_DAYS, type ApprovalRequestView, type ApprovalRule, type AwaitingApprovalResponse } from '../../contract/approvals'
import { idOf } from '../../contract/ids'
import { paiseToRupees } from '../../contract/pricing'
import type { ApprovalRequest } from '../../payload-types'
import { commitOrder, prepareOrder, type OrderInput, type PreparedOrder } from '../orders'
import { approvalRulesFor } from './approval-rules'
import { requestedInBackground } from './approval-notify'
import { checkCompanyOrder } from './company-order'
import { seesCompanyRequests, type Membership } from './membership'

type Customer = NonNullable<PayloadRequest['user']>
type StoredLine = { name: string; size: string; code: string; quantity: number; unitPrice: number }

const DAY_MS = 24 * 60 * 60 * 1000

/** A PENDING request past its expiry reads as EXPIRED; nothing sweeps them. */
export function statusOf(request: Pick<ApprovalRequest, 'status' | 'expiresAt'>, now = new Date()): ApprovalRequestView['status'] {
  return request.status === 'PENDING' && new Date(request.expiresAt) <= now ? 'EXPIRED' : request.status
}

/** Stores the held-back order as a request; the cart stays open, nothing is reserved or invoiced. */
async function requestApproval(
  req: PayloadRequest,
  customer: Customer,
  membership: Membership,
  input: OrderInput,
  prepared: PreparedOrder,
  rules: ApprovalRule[],
): Promise<AwaitingApprovalResponse> {
  const { order, cart } = prepared
  const lines: StoredLine[] = prepared.lines.map(({ name, size, code, quantity, unitPrice }) => ({ name, size, code, quantity, unitPrice }))
  const request = await req.payload.create({
    collection: 'approval-requests',
    data: {
      company: membership.company.id,
      buyer: String(customer.id),
      cart: cart.id,
      input,
      lines,
      subtotal: order.subtotal,
      total: order.total,
      rules,
      status: 'PENDING',
      expiresAt: new Date(Date.now() + APPROVAL_DAYS * DAY_MS).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  requestedInBackground(req, membership.company, request, String(customer.name ?? ''))
  return {
    requestId: request.id,
    status: 'AWAITING_APPROVAL',
    totalAmount: paiseToRupees(request.total),
    rules,
    expiresAt: request.expiresAt,
  }
}

/**
 * `POST /order/create`: a customer in no company orders as before; a company member with the accounts role is refused
 * (403), one without the PO number or with a cost centre the company requires or lacks gets 400 naming the field, as
 * does a ship-to location that is not among the member's (`shipToOf`); for anyone else the company's rules decide whether the order is placed or stored as a request for approval.
 */
export async function orderOrRequest(req: PayloadRequest, customer: Customer, input: OrderInput) {
  const { membership, shipTo } = await checkCompanyOrder(req, String(customer.id), input)
  const prepared = await prepareOrder(req, customer, input, { shipTo, company: membership?.company.id ?? null })
  const rules = membership ? await approvalRulesFor(req, customer, membership, prepared.lines, prepared.order.total) : []
  if (membership && rules.length > 0) return { status: 202, body: await requestApproval(req, customer, membership, input, prepared, rules) }
  return { status: 201, body: await commitOrder(req, customer, prepared) }
}

async function namesOf(req: PayloadRequest, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'customers',
    where: { id: { in: ids } },
    select: { name: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((doc) => [String(doc.id), doc.name ?? '']))
}

/** A stored request as the shop API shows it: rupees, the computed status, names instead of ids. */
export function requestView(request: ApprovalRequest, names: ReadonlyMap<string, string>, now = new Date()): ApprovalRequestView {
  const person = (value: unknown) => {
    const id = idOf(value)
    return id ? { id, name: names.get(id) ?? '' } : null
  }
  return {
    id: request.id,
    status: statusOf(request, now),
    rules: request.rules as ApprovalRule[],
    buyer: person(request.buyer) ?? { id: '', name: '' },
    lines: (request.lines as StoredLine[]).map((line) => ({ ...line, unitPrice: paiseToRupees(line.unitPrice) })),
    subtotal: paiseToRupees(request.subtotal),
    totalAmount: paiseToRupees(request.total),
    paymentType: (request.input as OrderInput).paymentType,
    createdAt: request.createdAt,
    expiresAt: request.expiresAt,
    decidedAt: request.decidedAt ?? null,
    approver: person(request.approver),
    reason: request.reason ?? null,
    orderId: request.orderId ?? null,
  }
}

/** `GET /company/requests`: the company's requests for those who decide or pay, a buyer's own for a buyer; newest first. */
export async function listRequests(req: PayloadRequest, membership: Membership, customerId: string): Promise<ApprovalRequestView[]> {
  const where: Where = seesCompanyRequests(membership.member)
    ? { company: { equals: membership.company.id } }
    : { and: [{ company: { equals: membership.company.id } }, { buyer: { equals: customerId } }] }
  const { docs } = await req.payload.find({
    collection: 'approval-requests',
    where,
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const people = [...new Set(docs.flatMap((doc) => [idOf(doc.buyer), idOf(doc.approver)]).filter((id): id is string => Boolean(id)))]
  const names = await namesOf(req, people)
  return docs.map((doc) => requestView(doc, names))
}
