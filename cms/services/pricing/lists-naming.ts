import type { Payload, PayloadRequest, Where } from 'payload'

/** The customer groups a customer is in. */
async function groupsOf(payload: Payload, customerId: string, req?: PayloadRequest): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'customer-groups',
    where: { customers: { contains: customerId } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
    req,
  })
  return docs.map((group) => String(group.id))
}

/** The company a customer is a member of, by id, or null. */
async function companyOf(payload: Payload, customerId: string, req?: PayloadRequest): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'companies',
    where: { 'members.customer': { equals: customerId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { name: true },
    req,
  })
  return docs[0] ? String(docs[0].id) : null
}

/**
 * Which price lists are a customer's: those naming them directly or by one of their groups (with `own`), and those
 * naming their company; null when none can be. Prices (`buyerTerms`) take the customer's own lists only for a verified
 * business account; a list's minimum shelf life applies to whoever it names.
 */
export async function listsNaming(payload: Payload, customerId: string, own: boolean, req?: PayloadRequest): Promise<Where | null> {
  const [groups, company] = await Promise.all([own ? groupsOf(payload, customerId, req) : [], companyOf(payload, customerId, req)])
  const naming: Where[] = [
    ...(own ? [{ customers: { contains: customerId } }] : []),
    ...(groups.length > 0 ? [{ customerGroups: { in: groups } }] : []),
    ...(company ? [{ companies: { contains: company } }] : []),
  ]
  return naming.length === 0 ? null : { or: naming }
}
