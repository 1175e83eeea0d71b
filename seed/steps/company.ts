import { rupeesToPaise } from '../../cms/contract/pricing'
import { toE164 } from '../../cms/lib/validators'
import { DEMO_COMPANY, DEMO_COMPANY_MEMBERS } from '../data/company'
import type { SeedContext } from './context'

/** The demo hospital's members (found by username; an existing one keeps its password), then the company (found by name). */
export async function seedCompany(ctx: SeedContext): Promise<void> {
  const { payload } = ctx
  const members = []
  for (const { password, role, ...profile } of DEMO_COMPANY_MEMBERS) {
    const username = toE164('+91', profile.phoneNumber)
    const data = { ...profile, countryCode: '+91' }
    const found = await payload.find({ collection: 'customers', where: { username: { equals: username } }, limit: 1, depth: 0 })
    const customer = found.docs[0]
      ? await payload.update({ collection: 'customers', id: found.docs[0].id, data, depth: 0 })
      : await payload.create({ collection: 'customers', data: { ...data, username, password }, depth: 0 })
    members.push({ customer: customer.id, role })
  }
  const { approvalAboveRupees, credit, locations, ...company } = DEMO_COMPANY
  const existing = await payload.find({ collection: 'companies', where: { name: { equals: company.name } }, limit: 1, depth: 0 })
  const data = {
    ...company,
    costCentres: [...company.costCentres],
    members,
    approval: { above: rupeesToPaise(approvalAboveRupees), offContract: true },
    credit: { limit: rupeesToPaise(credit.limitRupees), termsDays: credit.termsDays },
    // Locations keep their ids on a second run: a buyer limited to a location stays limited to it.
    locations: locations.map((location, index) => ({ ...location, id: existing.docs[0]?.locations?.[index]?.id })),
  }
  if (existing.docs[0]) await payload.update({ collection: 'companies', id: existing.docs[0].id, data, depth: 0 })
  else await payload.create({ collection: 'companies', data, depth: 0 })
  ctx.log(`company: ${company.name}, ${members.length} members, ${locations.length} locations`)
}
