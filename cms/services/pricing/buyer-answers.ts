import type { PricedProduct } from '../catalogue/assemble'
import type { CodeEntry, Product as ProductAnswer } from '../../contract/catalogue'
import { buyerUnitPrice, paiseToRupees, type BuyerTerms } from '../../contract/pricing'

type PricedCode = PricedProduct['variants'][number]['codes'][number]

/** A code as a signed-in buyer reads it: their price for one unit, the public "Our price", tiers and pack rule. */
function codeForBuyer(code: CodeEntry, priced: PricedCode | undefined, category: string, terms: BuyerTerms): CodeEntry {
  if (!priced) return code
  return {
    ...code,
    discountedPrice: paiseToRupees(buyerUnitPrice(priced.discountedPrice, priced.shortCode, category, terms)),
    publicPrice: paiseToRupees(priced.discountedPrice),
    tiers: priced.tiers.map((tier) => ({ minQuantity: tier.minQuantity, price: paiseToRupees(tier.price) })),
    minQuantity: priced.minQuantity && priced.minQuantity > 1 ? priced.minQuantity : 1,
    multipleOf: priced.multipleOf && priced.multipleOf > 1 ? priced.multipleOf : 1,
  }
}

/**
 * A product answer for a signed-in buyer (never cached): each code's `discountedPrice` is the buyer's price for one
 * unit (their terms, decided by cms/contract/pricing.ts), with `publicPrice`, `tiers`, `minQuantity` and `multipleOf`.
 * `priced` is the same product's entry in the catalogue snapshot's price list (paise), sizes and codes in one order.
 */
export function productForBuyer(answer: ProductAnswer, priced: PricedProduct | undefined, terms: BuyerTerms): ProductAnswer {
  if (!priced) return answer
  return {
    ...answer,
    variants: answer.variants.map((variant, v) => ({
      ...variant,
      codes: variant.codes.map((code, c) => codeForBuyer(code, priced.variants[v]?.codes[c], priced.category, terms)),
    })),
  }
}
