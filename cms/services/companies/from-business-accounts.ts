import type { Payload, PayloadRequest } from 'payload'

import { gstStateCode } from '../../contract/gst-states'
import { isValidGstin } from '../../contract/gstin'
import type { Address, Company, Customer } from '../../payload-types'

type Location = NonNullable<Company['locations']>[number]

/** The business GSTIN at the customer's first address, when the address is in the GSTIN's state. */
function locationOf(customer: Customer, address: Address | undefined): Location | null {
  const gstin = customer.business?.gstin
  if (!address || !gstin || !isValidGstin(gstin) || gstStateCode(address.state) !== gstin.slice(0, 2)) return null
  const { doorNo, streetName, landMark, city, state, pincode } = address
  return {
    name: `${customer.business?.organisation ?? customer.name} – ${city}`,
    gstin,
    doorNo,
    streetName,
    landMark,
    city,
    state,
    pincode,
  }
}

/**
 * Every verified business account that is in no company becomes a company of one: named after its organisation, the
 * account its admin, type carried over, the PAN read from the GSTIN and, when the buyer has an address in the
 * GSTIN's state, a location with that GSTIN (docs/decisions/067-companies.md). Prices, credit, quotes and orders stay
 * with the customer. Written through the Local API, so the members are claimed as any company's are, and it runs
 * on either database. Returns how many companies were made; an account that cannot become one is logged and left.
 */
export async function businessAccountsToCompanies(payload: Payload, req: PayloadRequest): Promise<number> {
  const { docs: verified } = await payload.find({
    collection: 'customers',
    where: { 'business.verified': { equals: true } },
    pagination: false,
    depth: 0,
    req,
  })
  if (verified.length === 0) return 0
  const { docs: claims } = await payload.find({
    collection: 'company-memberships',
    where: { customer: { in: verified.map((customer) => customer.id) } },
    pagination: false,
    depth: 0,
    req,
  })
  const inACompany = new Set(claims.map((claim) => (typeof claim.customer === 'object' ? claim.customer.id : claim.customer)))
  let made = 0
  for (const customer of verified.filter((account) => !inACompany.has(account.id))) {
    const { docs: addresses } = await payload.find({
      collection: 'addresses',
      where: { customer: { equals: customer.id } },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      req,
    })
    const location = locationOf(customer, addresses[0])
    const gstin = customer.business?.gstin
    try {
      await payload.create({
        collection: 'companies',
        data: {
          name: customer.business?.organisation?.trim() || customer.name,
          type: customer.business?.type ?? null,
          pan: gstin && isValidGstin(gstin) ? gstin.slice(2, 12) : null,
          members: [{ customer: customer.id, role: 'admin' }],
          locations: location ? [location] : [],
        },
        depth: 0,
        req,
      })
      made++
    } catch (error) {
      payload.logger.warn({ err: error, msg: `business account ${customer.id} did not become a company` })
    }
  }
  return made
}
