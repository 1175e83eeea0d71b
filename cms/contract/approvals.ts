import { z } from 'zod'

import { PAYMENT_TYPES } from './orders'

/**
 * Approval requests (docs/decisions/071-approval-requests.md): an order a company's rule holds back until an approver
 * places or rejects it. EXPIRED is never stored: a PENDING request past its `expiresAt` reads as EXPIRED.
 */
export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED'] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]
export const STORED_APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const satisfies readonly ApprovalStatus[]

/** Why an order went for approval: the company's amount, a code off its price lists, the buyer's flag, their monthly limit. */
export const APPROVAL_RULES = ['above', 'offContract', 'needsApproval', 'monthlyLimit'] as const
export type ApprovalRule = (typeof APPROVAL_RULES)[number]

export const APPROVAL_RULE_LABELS: Record<ApprovalRule, string> = {
  above: 'Order above the approval amount',
  offContract: 'Codes not on the price lists',
  needsApproval: 'Buyer needs approval',
  monthlyLimit: 'Monthly limit passed',
}

/** Days a request waits for an approver before it expires. */
export const APPROVAL_DAYS = 7

export const APPROVAL_MESSAGES = {
  accountsCannotOrder: 'Members with the accounts role cannot place orders',
  notFound: 'Approval request not found',
  notAnApprover: 'Only an approver or an admin of the company can decide requests',
  ownRequest: 'You cannot decide your own request',
  expired: 'This request has expired',
  decided: 'This request has already been decided',
  reasonRequired: 'Give a reason for rejecting the request',
  awaiting: 'Your order is awaiting approval. We will email you once it is approved or rejected.',
  approved: 'Approved: the order has been placed',
  rejected: 'Rejected: the buyer has been told why',
  poRequired: 'Your company requires a PO number on every order',
  unknownCostCentre: "Choose one of your company's cost centres",
  noCostCentres: 'Cost centres belong to company accounts',
  unknownLocation: "Choose one of your company's locations",
  noLocations: 'Ship-to locations belong to company accounts',
  locationRequired: "Choose one of your company's locations to deliver to",
} as const

/** How the storefront names each status. */
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  PENDING: 'Awaiting approval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  EXPIRED: 'Expired',
}

/** `POST /order/create` when a company rule applies (202): nothing is ordered yet; amounts in rupees. */
export const awaitingApprovalResponseSchema = z.object({
  requestId: z.string(),
  status: z.literal('AWAITING_APPROVAL'),
  totalAmount: z.number(),
  rules: z.array(z.enum(APPROVAL_RULES)),
  expiresAt: z.string(),
})
export type AwaitingApprovalResponse = z.infer<typeof awaitingApprovalResponseSchema>

const personSchema = z.object({ id: z.string(), name: z.string() })

/** One request as `GET /company/requests` lists it; amounts in rupees, the totals of the moment it was made. */
export const approvalRequestSchema = z.object({
  id: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  rules: z.array(z.enum(APPROVAL_RULES)),
  buyer: personSchema,
  lines: z.array(z.object({ name: z.string(), size: z.string(), code: z.string(), quantity: z.number(), unitPrice: z.number() })),
  subtotal: z.number(),
  totalAmount: z.number(),
  paymentType: z.enum(PAYMENT_TYPES),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  approver: personSchema.nullable(),
  reason: z.string().nullable(),
  orderId: z.string().nullable(),
})
export type ApprovalRequestView = z.infer<typeof approvalRequestSchema>

/** `GET /company/requests` (bearer): approvers, admins and accounts see the company's requests, a buyer their own. Newest first. */
export const approvalRequestsResponseSchema = z.object({ data: z.object({ requests: z.array(approvalRequestSchema) }) })

/** `POST /company/requests/{id}/approve` → 201: the order placed for the buyer at today's prices. */
export const approveResponseSchema = z.object({
  requestId: z.string(),
  status: z.literal('APPROVED'),
  orderId: z.string(),
  totalAmount: z.number(),
  paymentType: z.enum(PAYMENT_TYPES),
})

/** `POST /company/requests/{id}/reject { reason }` → 200. */
export const rejectRequestSchema = z.object({
  reason: z
    .string({ error: APPROVAL_MESSAGES.reasonRequired })
    .trim()
    .min(1, APPROVAL_MESSAGES.reasonRequired)
    .max(500, 'Keep the reason under 500 characters'),
})
export const rejectResponseSchema = z.object({ requestId: z.string(), status: z.literal('REJECTED') })
