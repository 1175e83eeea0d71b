import type { Endpoint, PayloadRequest } from 'payload'

import type { CompanyAnswer } from '../../contract/company'
import { COMPANY_RULES_MESSAGES, companyRulesRequestSchema } from '../../contract/company-rules'
import { paiseToRupees } from '../../contract/pricing'
import type { Company } from '../../payload-types'
import { requireMembership, type CompanyMember } from '../../services/companies/membership'
import { updateRules } from '../../services/companies/rules'
import { locationAddress, locationsOf } from '../../services/companies/ship-to'
import { forbidden, json, readJson, requireCustomer, route } from '../http'

/**
 * What a member sees of their company: the locations they order for, never the other members, their limits or the
 * staff's fields.
 */
function companyAnswer(company: Company, member: CompanyMember): CompanyAnswer {
  return {
    id: company.id,
    name: company.name,
    type: company.type ?? null,
    role: member.role,
    locations: locationsOf({ company, member }).map((location) => ({
      id: location.id ?? '',
      name: location.name,
      ...locationAddress(location),
      gstin: location.gstin,
    })),
    rules: {
      above: typeof company.approval?.above === 'number' ? paiseToRupees(company.approval.above) : null,
      offContract: company.approval?.offContract === true,
      requirePo: company.requirePo === true,
      costCentres: company.costCentres ?? [],
      buyersSeeCompanyOrders: company.buyersSeeCompanyOrders === true,
    },
  }
}

/** `GET /company`: the signed-in customer's company, or 404 when they belong to none. */
async function readCompany(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req)
  const { company, member } = await requireMembership(req, String(customer.id))
  return json({ data: companyAnswer(company, member) })
}

/** `PATCH /company/rules` (company admin): the company's ordering rules; answers the company as `GET /company`. */
async function changeRules(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req)
  const membership = await requireMembership(req, String(customer.id))
  if (membership.member.role !== 'admin') throw forbidden(COMPANY_RULES_MESSAGES.adminsOnly)
  const input = await readJson(req, companyRulesRequestSchema)
  const saved = await updateRules(req, membership.company.id, input)
  return json({ data: companyAnswer(saved, membership.member) })
}

export const companyEndpoints: Endpoint[] = [route('get', '/company', readCompany), route('patch', '/company/rules', changeRules)]
