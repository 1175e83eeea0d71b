import type { PageRequest, ProductCard, ProductPage } from '../../contract/catalogue'

/** One page of a list of cards, with the total the storefront needs to offer more. A page past the end is empty. */
export function pageOf(cards: ProductCard[], { page, limit }: PageRequest): ProductPage {
  return {
    data: cards.slice((page - 1) * limit, page * limit),
    page,
    limit,
    total: cards.length,
    totalPages: Math.ceil(cards.length / limit),
  }
}
