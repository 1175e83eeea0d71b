import { toE164 } from '../../cms/lib/validators'
import { DEMO_CUSTOMER, type SeedStaff } from '../data/accounts'
import { DISCOUNT_CODES } from '../data/discount-codes'
import { indexBy, upsert } from '../upsert'
import type { SeedContext } from './context'

/**
 * Staff accounts by email. An existing account keeps its password (someone may have changed it); only its name
 * and roles are brought back to the seed's values.
 */
export async function seedStaff(ctx: SeedContext, staff: SeedStaff[]): Promise<void> {
  const { payload } = ctx
  const byEmail = await indexBy(payload, 'users', 'email')
  for (const member of staff) {
    const existing = byEmail.get(member.email)
    if (existing) {
      await payload.update({ collection: 'users', id: existing, data: { name: member.name, roles: member.roles } })
    } else {
      await payload.create({ collection: 'users', data: { ...member } })
    }
  }
  ctx.log(`staff: ${staff.map((member) => member.email).join(', ') || 'none'}`)
}

/** The demo customer, found by its E.164 username; an existing one keeps its password. */
export async function seedDemoCustomer(ctx: SeedContext): Promise<void> {
  const { payload } = ctx
  const username = toE164(DEMO_CUSTOMER.countryCode, DEMO_CUSTOMER.phoneNumber)
  const found = await payload.find({ collection: 'customers', where: { username: { equals: username } }, limit: 1 })
  const { password, ...profile } = DEMO_CUSTOMER
  if (found.docs[0]) {
    await payload.update({ collection: 'customers', id: found.docs[0].id, data: profile })
  } else {
    await payload.create({ collection: 'customers', data: { ...profile, username, password } })
  }
  ctx.log(`demo customer: ${username}`)
}

export async function seedDiscountCodes(ctx: SeedContext): Promise<void> {
  const byCode = await indexBy(ctx.payload, 'discount-codes', 'code')
  for (const discount of DISCOUNT_CODES) await upsert(ctx.payload, 'discount-codes', byCode, discount.code, discount)
  ctx.log(`discount codes: ${DISCOUNT_CODES.map((discount) => discount.code).join(', ')}`)
}
