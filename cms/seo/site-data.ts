import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { catalogue } from '../services/catalogue/snapshot'
import type { Category, Product, ProductCard } from '../contract/catalogue'
import type { HomeContent, SiteSetting } from '../payload-types'
import { blogSnapshot, type BlogSnapshot } from '../services/blog/snapshot'
import { cached } from '../services/cache'
import { withRecentOrders } from '../services/orders'
import { productsWithAvailability } from '../services/stock/availability-answers'

/**
 * What the server-rendered heads, the sitemap and the first-load data need, read through the Local API with the shop
 * API's own serialisers (so the storefront receives exactly the shapes it would fetch). Kept in the answer cache:
 * a staff edit clears it, and it is rebuilt at least every few minutes.
 */
export type CatalogueData = {
  categories: Category[]
  products: Product[]
  /** Each category's product cards, in the order its product list answers them. */
  cardsByCategory: Map<string, ProductCard[]>
  categoryBySlug: Map<string, Category>
  productBySlug: Map<string, Product>
}

export type BlogData = BlogSnapshot

export type GlobalsData = { settings: SiteSetting; home: HomeContent }

const payloadInstance = (): Promise<Payload> => getPayload({ config })

/** The shop's catalogue snapshot (cms/services/catalogue/snapshot.ts), with categories by slug for the page heads. */
export function catalogueData(): Promise<CatalogueData> {
  return cached('seo:catalogue', ['catalogue'], async () => {
    const { categories, products, productBySlug, cardsByCategory } = await catalogue(await payloadInstance())
    const categoryBySlug = new Map(categories.map((category) => [category.slug, category]))
    return { categories, products, cardsByCategory, categoryBySlug, productBySlug }
  })
}

/** A product as `POST /product/single` answers it (with its recent orders and availability): the product page's first data. */
export async function singleProductAnswer(product: Product): Promise<Product> {
  const payload = await payloadInstance()
  const [answer] = await productsWithAvailability(payload, [await withRecentOrders(payload, product)])
  return answer
}

/** The blog snapshot the shop API answers from (cms/services/blog/snapshot.ts). */
export async function blogData(): Promise<BlogData> {
  return blogSnapshot(await payloadInstance())
}

export function globalsData(): Promise<GlobalsData> {
  return cached('seo:globals', ['content'], async () => {
    const payload = await payloadInstance()
    const [settings, home] = await Promise.all([
      payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
      payload.findGlobal({ slug: 'home-content', depth: 1, overrideAccess: true }),
    ])
    return { settings, home }
  })
}
