import { rupeesToPaise } from '../../cms/contract/pricing'
import { toE164 } from '../../cms/lib/validators'
import { CODE_TERMS, DEMO_DISTRIBUTOR, DEMO_PRICE_LIST } from '../data/trade'
import type { SeedContext } from './context'

/** A seed code's tiers (prices in paise) and pack rule, in the shape of a product code's fields. */
export function tradeTermsOf(shortCode: string) {
  const { tiers, ...packRule } = CODE_TERMS[shortCode] ?? {}
  return { ...packRule, ...(tiers ? { tiers: tiers.map((tier) => ({ ...tier, price: rupeesToPaise(tier.price) })) } : {}) }
}

/**
 * The verified demo distributor (found by username; an existing one keeps its password) and their rate contract
 * (found by name), so `npm start` shows contract prices.
 */
export async function seedTrade(ctx: SeedContext): Promise<void> {
  const { payload } = ctx
  const username = toE164(DEMO_DISTRIBUTOR.countryCode, DEMO_DISTRIBUTOR.phoneNumber)
  const { password, business, credit, ...profile } = DEMO_DISTRIBUTOR
  const found = await payload.find({ collection: 'customers', where: { username: { equals: username } }, limit: 1, depth: 0 })
  const data = { ...profile, business: { ...business }, credit: { ...credit, limit: rupeesToPaise(credit.limit) } }
  const customer = found.docs[0]
    ? await payload.update({ collection: 'customers', id: found.docs[0].id, data })
    : await payload.create({ collection: 'customers', data: { ...data, username, password } })

  const category = await payload.find({
    collection: 'categories',
    where: { name: { equals: DEMO_PRICE_LIST.categoryDiscount.category } },
    limit: 1,
    depth: 0,
  })
  const { categoryDiscount, ...list } = DEMO_PRICE_LIST
  const listData = {
    ...list,
    lines: list.lines.map((line) => ({ ...line, price: rupeesToPaise(line.price) })),
    customers: [customer.id],
    categoryDiscounts: category.docs[0] ? [{ category: category.docs[0].id, percent: categoryDiscount.percent }] : [],
  }
  const existing = await payload.find({ collection: 'price-lists', where: { name: { equals: list.name } }, limit: 1, depth: 0 })
  if (existing.docs[0]) await payload.update({ collection: 'price-lists', id: existing.docs[0].id, data: listData })
  else await payload.create({ collection: 'price-lists', data: listData })
  ctx.log(`verified distributor: ${username}, with a price list of ${list.lines.length} codes`)
}
