/*
 * Plain constants of the catalogue and cart calls, in a module without schemas: the storefront's first screen needs
 * them, and importing them from the schema modules would bring the schema library into its first download
 * (docs/decisions/018-storefront-first-load-budget.md). The schema modules re-export them.
 */

/** Products per page of a list answer when the request names no `limit`: four rows of the widest product grid. */
export const PRODUCT_PAGE_SIZE = 48
/** The largest `limit` a list call accepts. */
export const MAX_PRODUCT_PAGE_SIZE = 100
/** Search results per call when the request names no `limit`, and the most it accepts. */
export const SEARCH_RESULTS = { default: 20, max: 50 } as const
/** The most products one `POST /product/ids` call returns. */
export const MAX_PRODUCT_IDS = 100

/** The home page's product tabs: products pinned to a tab (`homeTab`) first, then those of the tab's categories. */
export const FEATURED_TABS = [
  { id: 'featured', label: 'Featured', categories: ['SURGICAL SUTURES', 'SKIN STAPLER'] },
  { id: 'dressings', label: 'Dressings', categories: ['NON-STERILE DRESSINGS', 'STERILE DRESSINGS'] },
  { id: 'disposables', label: 'Disposables', categories: ['GLOVES', 'SURGICAL DISPOSABLE'] },
] as const
export type FeaturedTabId = (typeof FEATURED_TABS)[number]['id']
/** Products per featured tab: the most the home page shows (6 from medium screens up). */
export const FEATURED_PER_TAB = 6

/**
 * A product page's "N+ orders in the last 30 days": orders counted over `days`, never shown below `shownFrom` (a made-up
 * or tiny figure would mislead buyers; docs/decisions/043).
 */
export const RECENT_ORDERS = { days: 30, shownFrom: 10 } as const

/** The most of one product, size and code a cart line or order line holds. */
export const MAX_LINE_QUANTITY = 10_000
