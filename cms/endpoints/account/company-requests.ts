import type { Endpoint, PayloadRequest } from 'payload'

import { rejectRequestSchema } from '../../contract/approvals'
import { COMPANY_MESSAGES } from '../../contract/company'
import { listRequests } from '../../services/companies/approval-requests'
import { approveRequest, rejectRequest } from '../../services/companies/decide-request'
import { membershipOf } from '../../services/companies/membership'
import { json, notFound, readJson, requireCustomer, route } from '../http'

const requestIdOf = (req: PayloadRequest) => String(req.routeParams?.id ?? '')

export const companyRequestEndpoints: Endpoint[] = [
  /** `GET /company/requests` → `{data: {requests}}`: the company's requests (a buyer's own for a buyer); 404 outside a company. */
  route('get', '/company/requests', async (req) => {
    const customer = requireCustomer(req)
    const membership = await membershipOf(req, String(customer.id))
    if (!membership) throw notFound(COMPANY_MESSAGES.notAMember)
    return json({ data: { requests: await listRequests(req, membership, String(customer.id)) } })
  }),
  /** `POST /company/requests/:id/approve` → 201 `{requestId, status: 'APPROVED', orderId, totalAmount, paymentType}`. */
  route('post', '/company/requests/:id/approve', async (req) => {
    const customer = requireCustomer(req)
    return json(await approveRequest(req, customer, requestIdOf(req)), 201)
  }),
  /** `POST /company/requests/:id/reject {reason}` → `{requestId, status: 'REJECTED'}`; 400 on `reason` without one. */
  route('post', '/company/requests/:id/reject', async (req) => {
    const customer = requireCustomer(req)
    const { reason } = await readJson(req, rejectRequestSchema)
    return json(await rejectRequest(req, customer, requestIdOf(req), reason))
  }),
]
