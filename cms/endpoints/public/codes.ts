import { isCustomer } from '../../access/roles'
import { codeIndex, type CodeMatch } from '../../services/catalogue/code-index'
import { codesRequestSchema, type ResolvedCode } from '../../contract/codes'
import { buyerUnitPrice, NO_TERMS, paiseToRupees, type BuyerTerms } from '../../contract/pricing'
import type { Availability } from '../../contract/availability'
import { catalogue } from '../../services/catalogue/snapshot'
import { buyerTerms } from '../../services/pricing'
import { stockView } from '../../services/stock/availability'
import { codeAvailability } from '../../services/stock/availability-answers'
import { json, readJson, route } from '../http'

/** A code's tiers and pack rule, when it has them (rupees). */
const packAndTiersOf = (match: CodeMatch) => ({
  ...(match.tiers.length > 0
    ? { tiers: match.tiers.map((tier) => ({ minQuantity: tier.minQuantity, price: paiseToRupees(tier.price) })) }
    : {}),
  ...(match.minQuantity && match.minQuantity > 1 ? { minQuantity: match.minQuantity } : {}),
  ...(match.multipleOf && match.multipleOf > 1 ? { multipleOf: match.multipleOf } : {}),
})

/** The code as the buyer orders it: a signed-in buyer's price for one unit, with the public "Our price" beside it. */
function toResolvedCode(code: string, match: CodeMatch, terms: BuyerTerms | null, availability: Availability | undefined): ResolvedCode {
  const priceForBuyer = terms ? { publicPrice: paiseToRupees(match.discountedPrice) } : {}
  return {
    code,
    productId: match.productId,
    productName: match.productName,
    genericName: match.genericName,
    slugName: match.slug,
    category: { name: match.category.name, slug: match.category.slug },
    size: match.size,
    shortCode: match.shortCode,
    fullCode: match.fullCode,
    originalPrice: paiseToRupees(match.originalPrice),
    discountedPrice: paiseToRupees(buyerUnitPrice(match.discountedPrice, match.shortCode, match.categoryId, terms ?? NO_TERMS)),
    image: match.image,
    ...priceForBuyer,
    ...packAndTiersOf(match),
    ...(availability ? { availability } : {}),
  }
}

/** `POST /product/codes {codes}` → `{data, unknown}`: the quick-order resolver (contract/codes.ts), in the buyer's prices. */
export const codeEndpoints = [
  route('post', '/product/codes', async (req) => {
    const { codes } = await readJson(req, codesRequestSchema)
    const index = await codeIndex(req.payload)
    const terms = isCustomer(req.user) ? await buyerTerms(req.payload, req.user) : null
    const [view, { priceList }] = await Promise.all([stockView(req.payload), catalogue(req.payload)])
    const data: ResolvedCode[] = []
    const unknown: string[] = []
    for (const code of codes) {
      const match = index.lookup(code)
      const priced = match && priceList.get(match.productId)
      if (match) data.push(toResolvedCode(code, match, terms, priced ? codeAvailability(view, priced, match.shortCode) : undefined))
      else unknown.push(code)
    }
    return json({ data, unknown })
  }),
]
