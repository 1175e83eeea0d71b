import type { Endpoint, PayloadRequest } from 'payload'

import { COMPANY_MESSAGES, type CompanyAnswer } from '../../contract/company'
import { paiseToRupees } from '../../contract/pricing'
import type { Company } from '../../payload-types'
import { json, notFound, requireCustomer, route } from '../http'

/** What a member sees of their company: never the other members, their limits or the staff's fields. */
function companyAnswer(company: Company, customerId: string): CompanyAnswer | null {
  const member = (company.members ?? []).find((row) => (typeof row.customer === 'object' ? row.customer.id : row.customer) === customerId)
  if (!member) return null
  return {
    id: company.id,
    name: company.name,
    type: company.type ?? null,
    role: member.role,
    locations: (company.locations ?? []).map((location) => ({
      id: location.id ?? '',
      name: location.name,
      city: location.city,
      state: location.state,
      gstin: location.gstin,
    })),
    rules: {
      above: typeof company.approval?.above === 'number' ? paiseToRupees(company.approval.above) : null,
      offContract: company.approval?.offContract === true,
      requirePo: company.requirePo === true,
      costCentres: company.costCentres ?? [],
    },
  }
}

/** `GET /company`: the signed-in customer's company, or 404 when they belong to none. */
async function readCompany(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req)
  const customerId = String(customer.id)
  const { docs } = await req.payload.find({
    collection: 'companies',
    where: { 'members.customer': { equals: customerId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const answer = docs[0] ? companyAnswer(docs[0], customerId) : null
  if (!answer) throw notFound(COMPANY_MESSAGES.notAMember)
  return json({ data: answer })
}

export const companyEndpoints: Endpoint[] = [route('get', '/company', readCompany)]
