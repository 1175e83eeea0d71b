import type { Payload } from 'payload'

import type { Category, Product as ProductAnswer, ProductCard } from '../contract/catalogue'
import type { Product } from '../payload-types'
import { cached } from '../services/cache'
import { toCard, toCategory, toProduct } from '../services/serialize'

export type CatalogueSnapshot = {
  categories: Category[]
  /** Published products in the shop API's shape (rupees), by name. */
  products: ProductAnswer[]
  productBySlug: Map<string, ProductAnswer>
  /** The cards of `products` (same order), and of each category's products, for list answers. */
  cards: ProductCard[]
  cardsByCategory: Map<string, ProductCard[]>
  /** Published products as stored (paise, images populated), by id: the price list of carts and orders. */
  publishedById: Map<string, Product>
}

/**
 * Every category and every published product, read once and kept until a catalogue edit: the change hooks of
 * products, categories and media clear it as soon as the edit is committed (services/cache).
 */
export function catalogue(payload: Payload): Promise<CatalogueSnapshot> {
  return cached('catalogue:snapshot', ['catalogue'], async () => {
    const [categoryDocs, productDocs] = await Promise.all([
      payload.find({ collection: 'categories', depth: 1, pagination: false, sort: ['displayOrder', 'name'], overrideAccess: true }),
      payload.find({
        collection: 'products',
        depth: 1,
        pagination: false,
        sort: 'name',
        draft: false,
        where: { _status: { equals: 'published' } },
        overrideAccess: true,
      }),
    ])
    const categories = categoryDocs.docs.map(toCategory)
    const products = productDocs.docs.map(toProduct)
    const cards = products.map(toCard)
    const cardsByCategory = new Map<string, ProductCard[]>(categories.map((category) => [category.slug, []]))
    for (const card of cards) cardsByCategory.get(card.category.slug)?.push(card)
    return {
      categories,
      products,
      productBySlug: new Map(products.map((product) => [product.slug, product])),
      cards,
      cardsByCategory,
      publishedById: new Map(productDocs.docs.map((product) => [product.id, product])),
    }
  })
}
