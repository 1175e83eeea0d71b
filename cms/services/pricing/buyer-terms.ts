import type { Payload, PayloadRequest } from 'payload'

import { isCustomer } from '../../access/roles'
import { NO_TERMS, termsOf, type BuyerTerms, type PriceListLike } from '../../contract/pricing'
import { shopDay } from '../../lib/shop-time'
import type { PriceList } from '../../payload-types'
import { cached } from '../cache'
import { listsNaming } from './lists-naming'

type RequestUser = PayloadRequest['user']

/** A verified business account (customers.business.verified): the only buyers lists naming them (or their groups) apply to. */
function isVerifiedBuyer(user: RequestUser): boolean {
  return isCustomer(user) && (user as { business?: { verified?: boolean | null } | null }).business?.verified === true
}

/**
 * The price lists of a customer (prices in paise): those naming them, directly or by one of their groups, when their
 * business account is verified; and those naming their company, for any member.
 */
async function listsOf(payload: Payload, customerId: string, verified: boolean): Promise<PriceListLike[]> {
  const where = await listsNaming(payload, customerId, verified)
  if (!where) return []
  const { docs } = await payload.find({
    collection: 'price-lists',
    where,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { validFrom: true, validUntil: true, lines: true, categoryDiscounts: true },
  })
  return docs.map((list: Pick<PriceList, 'validFrom' | 'validUntil' | 'lines' | 'categoryDiscounts'>) => ({
    validFrom: list.validFrom,
    validUntil: list.validUntil,
    lines: list.lines ?? [],
    categoryDiscounts: list.categoryDiscounts ?? [],
  }))
}

/**
 * The terms a signed-in buyer gets today: their valid price lists (their own when their business account is verified,
 * their company's when they are a member of one), no terms otherwise (public prices with tiers). Kept in this
 * process's cache per customer and shop day until a price list, a customer group or a company changes; these answers
 * are private, under keys no public read uses.
 */
export async function buyerTerms(payload: Payload, user: RequestUser): Promise<BuyerTerms> {
  if (!isCustomer(user)) return NO_TERMS
  const customerId = String(user!.id)
  const verified = isVerifiedBuyer(user)
  const day = shopDay(new Date())
  return cached(
    `buyer-terms:${customerId}:${verified ? 'verified' : 'member'}:${day}`,
    ['price-lists', 'customer-groups', 'companies'],
    async () => termsOf(await listsOf(payload, customerId, verified), day),
  )
}
