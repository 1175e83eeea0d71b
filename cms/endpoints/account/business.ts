import type { Endpoint, PayloadRequest } from 'payload'

import { businessRequestSchema, type BusinessAnswer } from '../../contract/business'
import type { Customer } from '../../payload-types'
import { rateLimit } from '../../services/rate-limit'
import { json, readJson, requireCustomer, route } from '../http'

/** The buyer's view of their business account: never who verified it. */
function businessAnswer(customer: Pick<Customer, 'business'>): BusinessAnswer {
  const business = customer.business ?? {}
  return {
    organisation: business.organisation ?? null,
    type: business.type ?? null,
    gstin: business.gstin ?? null,
    verified: business.verified === true,
    verifiedAt: business.verified ? (business.verifiedAt ?? null) : null,
  }
}

async function readBusiness(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req) as Customer
  return json({ data: businessAnswer(customer) })
}

/** Saves what the buyer says about their business; a change goes back to staff for verification (the field's hook). */
async function saveBusiness(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req) as Customer
  await rateLimit(req, 'profileEdit')
  const input = await readJson(req, businessRequestSchema)
  const saved = await req.payload.update({
    collection: 'customers',
    id: customer.id,
    data: { business: { organisation: input.organisation, type: input.type, gstin: input.gstin } },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return json({ data: businessAnswer(saved) })
}

export const businessEndpoints: Endpoint[] = [route('get', '/user/business', readBusiness), route('patch', '/user/business', saveBusiness)]
