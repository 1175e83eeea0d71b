import type { Payload, PayloadRequest } from 'payload'

import { isCustomer } from '../../access/roles'
import { NO_TERMS, termsOf, type BuyerTerms, type PriceListLike } from '../../contract/pricing'
import { shopDay } from '../../lib/shop-time'
import type { PriceList } from '../../payload-types'
import { cached } from '../cache'

type RequestUser = PayloadRequest['user']

/** A verified business account (customers.business.verified): the only buyers price lists apply to. */
function isVerifiedBuyer(user: RequestUser): boolean {
  return isCustomer(user) && (user as { business?: { verified?: boolean | null } | null }).business?.verified === true
}

/** The customer groups a customer is in. */
async function groupsOf(payload: Payload, customerId: string): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'customer-groups',
    where: { customers: { contains: customerId } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
  })
  return docs.map((group) => String(group.id))
}

/** The price lists naming a customer, directly or by one of their groups (prices in paise). */
async function listsOf(payload: Payload, customerId: string): Promise<PriceListLike[]> {
  const groups = await groupsOf(payload, customerId)
  const { docs } = await payload.find({
    collection: 'price-lists',
    where:
      groups.length === 0
        ? { customers: { contains: customerId } }
        : { or: [{ customers: { contains: customerId } }, { customerGroups: { in: groups } }] },
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
 * The terms a signed-in buyer gets today: their valid price lists when their business account is verified, no terms
 * otherwise (public prices with tiers). Kept in this process's cache per customer and shop day until a price list or
 * a customer group changes; these answers are private, under keys no public read uses.
 */
export async function buyerTerms(payload: Payload, user: RequestUser): Promise<BuyerTerms> {
  if (!isVerifiedBuyer(user)) return NO_TERMS
  const customerId = String(user!.id)
  const day = shopDay(new Date())
  return cached(`buyer-terms:${customerId}:${day}`, ['price-lists', 'customer-groups'], async () =>
    termsOf(await listsOf(payload, customerId), day),
  )
}
