import type { Endpoint, PayloadRequest } from 'payload'

import type { CompanyAnswer } from '../../contract/company'
import { paiseToRupees } from '../../contract/pricing'
import type { Company } from '../../payload-types'
import { requireMembership, type CompanyMember } from '../../services/companies/membership'
import { locationsOf } from '../../services/companies/ship-to'
import { json, requireCustomer, route } from '../http'

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
      doorNo: location.doorNo,
      streetName: location.streetName,
      landMark: location.landMark ?? null,
      city: location.city,
      state: location.state,
      pincode: location.pincode,
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
  const { company, member } = await requireMembership(req, String(customer.id))
  return json({ data: companyAnswer(company, member) })
}

export const companyEndpoints: Endpoint[] = [route('get', '/company', readCompany)]
