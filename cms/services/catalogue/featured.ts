import { FEATURED_PER_TAB, FEATURED_TABS, type FeaturedTabId, type ProductCard } from '../../contract/catalogue'
import { slugify } from '../../lib/slug'

/**
 * The home page's product tabs: per tab, the products pinned to it (`homeTab`) first, then the other products of the
 * tab's categories, in catalogue order; at most `FEATURED_PER_TAB` each.
 */
export function featuredProducts(cards: ProductCard[]): Record<FeaturedTabId, ProductCard[]> {
  const entries = FEATURED_TABS.map((tab) => {
    const categorySlugs = new Set<string>(tab.categories.map(slugify))
    const pinned = cards.filter((card) => card.homeTab === tab.id)
    const inCategories = cards.filter((card) => card.homeTab !== tab.id && categorySlugs.has(slugify(card.category.name)))
    return [tab.id, [...pinned, ...inCategories].slice(0, FEATURED_PER_TAB)] as const
  })
  return Object.fromEntries(entries) as Record<FeaturedTabId, ProductCard[]>
}
