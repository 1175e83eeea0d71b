import { isCustomer } from '../../access/roles'
import type { PayloadRequest } from 'payload'

import { catalogue } from '../catalogue/snapshot'
import type { Product as ProductAnswer } from '../../contract/catalogue'
import { productForBuyer } from './buyer-answers'
import { buyerTerms } from './buyer-terms'

export { buyerTerms } from './buyer-terms'
export { buyerAnswer, heldBuyerAnswer } from './held-answers'

/**
 * Product answers as the request's buyer reads them: a signed-in customer's answer carries their prices (never publicly cached),
 * anybody else gets the public answer unchanged.
 */
export async function productsForBuyer(req: PayloadRequest, products: ProductAnswer[]): Promise<ProductAnswer[]> {
  if (!isCustomer(req.user)) return products
  const [terms, { priceList }] = await Promise.all([buyerTerms(req.payload, req.user), catalogue(req.payload)])
  return products.map((product) => productForBuyer(product, priceList.get(product._id), terms))
}
