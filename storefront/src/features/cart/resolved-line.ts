import type { ResolvedCode } from '@contract'

import type { NewCartLine } from './cart-store'

/** A resolved catalogue code as a cart line: the product as the cart keeps it, with the one code chosen. */
export function resolvedCartLine(resolved: ResolvedCode, quantity: number): NewCartLine {
  return {
    id: resolved.productId,
    size: resolved.size,
    code: resolved.shortCode,
    quantity,
    data: {
      _id: resolved.productId,
      name: resolved.productName,
      genericName: resolved.genericName,
      image: resolved.image,
      slug: resolved.slugName,
      category: resolved.category,
      variants: [
        {
          size: resolved.size,
          codes: [
            {
              shortCode: resolved.shortCode,
              fullCode: resolved.fullCode,
              originalPrice: resolved.originalPrice,
              discountedPrice: resolved.discountedPrice,
            },
          ],
        },
      ],
    },
  }
}
