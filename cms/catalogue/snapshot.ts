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
    const categoryDocs = await payload.find({ collection: 'categories', depth: 1, pagination: false, sort: ['displayOrder', 'name'], overrideAccess: true })
    const productDocs = await publishedProducts(payload)
    const categories = categoryDocs.docs.map(toCategory)
    const products = productDocs.map(toProduct)
    const cards = products.map(toCard)
    const cardsByCategory = new Map<string, ProductCard[]>(categories.map((category) => [category.slug, []]))
    for (const card of cards) cardsByCategory.get(card.category.slug)?.push(card)
    return {
      categories,
      products,
      productBySlug: new Map(products.map((product) => [product.slug, product])),
      cards,
      cardsByCategory,
      publishedById: new Map(productDocs.map((product) => [product.id, product])),
    }
  })
}

/** Products read per query: one query for 10,000 products holds every row of every nested table in memory at once. */
const LOAD_PAGE_SIZE = 500

/**
 * Every published product with its category and images, by name, read page by page so the memory a load needs stays
 * that of one page on top of the snapshot. An edit between two pages may move a product across them: ids are kept
 * once, and the edit's own cache invalidation replaces this snapshot anyway.
 */
async function publishedProducts(payload: Payload): Promise<Product[]> {
  const byId = new Map<string, Product>()
  for (let page = 1; ; page += 1) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'products',
      depth: 1,
      page,
      limit: LOAD_PAGE_SIZE,
      sort: ['name', 'id'],
      draft: false,
      where: { _status: { equals: 'published' } },
      overrideAccess: true,
    })
    for (const doc of docs) if (!byId.has(doc.id)) byId.set(doc.id, doc)
    if (!hasNextPage) return [...byId.values()]
  }
}
