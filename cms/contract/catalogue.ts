import { z } from 'zod'

import { complianceSchema } from './compliance'
import { FEATURED_TABS, MAX_PRODUCT_IDS, MAX_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE, SEARCH_RESULTS, type FeaturedTabId } from './limits'
import { availabilitySchema } from './availability'

export {
  FEATURED_PER_TAB,
  FEATURED_TABS,
  MAX_PRODUCT_IDS,
  MAX_PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  RECENT_ORDERS,
  SEARCH_RESULTS,
  type FeaturedTabId,
} from './limits'

/** An image as the storefront draws it: the original URL, an alt text, and WebP sizes for srcset. */
export const imageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
  sizes: z.record(z.string(), z.object({ url: z.string(), width: z.number().nullable() })).optional(),
})
export type Image = z.infer<typeof imageSchema>

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  imageSet: imageSchema.nullable().optional(),
  seoText: z.string().nullable().optional(),
  metaDescription: z.string().nullable().optional(),
})
export type Category = z.infer<typeof categorySchema>

/** Prices at the API edge are rupees with at most 2 decimals (they are paise inside the server). */
export const codeEntrySchema = z.object({
  shortCode: z.string(),
  fullCode: z.string().nullable().optional(),
  originalPrice: z.number(),
  /** "Our price" for one unit; in an answer to a signed-in buyer, that buyer's price for one unit. */
  discountedPrice: z.number(),
  /** In an answer to a signed-in buyer: the public "Our price". */
  publicPrice: z.number().optional(),
  /** Quantity breaks: from `minQuantity` units on, each unit costs `price` (rupees), when lower. */
  tiers: z.array(z.object({ minQuantity: z.number(), price: z.number() })).optional(),
  /** Pack rule: the least quantity sold, and the multiple quantities must be of (1: none). */
  minQuantity: z.number().optional(),
  multipleOf: z.number().optional(),
  /** Whether the code can be had now (contract/availability.ts); the server always sends it. */
  availability: availabilitySchema.optional(),
})
export type CodeEntry = z.infer<typeof codeEntrySchema>

export const variantSchema = z.object({ size: z.string(), codes: z.array(codeEntrySchema) })
export type Variant = z.infer<typeof variantSchema>

export const tensileStrengthSchema = z.object({
  Post_Implantation: z.string(),
  strength: z.string(),
  subcat: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
})

export const metaDataSchema = z.object({
  benefits: z.array(z.string()),
  applications: z.array(z.string()),
  features: z.array(z.string()),
  advantages: z.array(z.string()),
  product_Desc: z.array(z.record(z.string(), z.string())),
  tensileStrength: z.array(tensileStrengthSchema),
})
export type MetaData = z.infer<typeof metaDataSchema>

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  slugName: z.string(),
  genericName: z.string().nullable(),
  images: z.array(z.string()),
  image: z.string().nullable(),
  imageSet: z.array(imageSchema).optional(),
  category: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  variants: z.array(variantSchema),
  description: z.array(z.string()),
  metaData: metaDataSchema,
  /** Lowest and highest MRP over every code. */
  priceRange: z.object({ min: z.number(), max: z.number() }),
  /** Lowest and highest "Our price" over every code: what cards lead with, the MRP range beside it. */
  ourPriceRange: z.object({ min: z.number(), max: z.number() }),
  /**
   * `POST /product/single` only: the orders of the last `RECENT_ORDERS.days` days with this product (not cancelled, not
   * failed, free replacements left out), rounded down to 10, 20, 50, 100, 200, 500, 1,000, …; null below
   * `RECENT_ORDERS.shownFrom`. Counted by the server a few times an hour.
   */
  recentOrders: z.number().int().nullable().optional(),
  hsnCode: z.string().nullable().optional(),
  gstRate: z.number().nullable().optional(),
  homeTab: z.string().nullable().optional(),
  metaDescription: z.string().nullable().optional(),
  /** Regulatory data and documents (cms/contract/compliance.ts); the server always sends it. */
  compliance: complianceSchema.optional(),
  updatedAt: z.string().optional(),
})
export type Product = z.infer<typeof productSchema>

/**
 * A product as a list shows it (cards, search results, top sellers): name, slugs, generic name, category, price ranges
 * and the first image only (`images` and `imageSet` hold at most one entry, so card code reads them as it reads a
 * product). Sizes, codes, descriptions and metadata are read with `POST /product/single` or `POST /product/ids`.
 */
export const productCardSchema = productSchema.pick({
  _id: true,
  name: true,
  slug: true,
  slugName: true,
  genericName: true,
  images: true,
  image: true,
  imageSet: true,
  category: true,
  priceRange: true,
  ourPriceRange: true,
  homeTab: true,
})
export type ProductCard = z.infer<typeof productCardSchema>

/** A whole number from JSON or from a query string (`?page=2`), with the field's own messages. */
const wholeNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`)

/** `page` (from 1) and `limit` (1–100, default 48) of a list call. */
export const pageRequestSchema = z.object({
  page: wholeNumber('page', 1, 1_000_000).default(1),
  limit: wholeNumber('limit', 1, MAX_PRODUCT_PAGE_SIZE).default(PRODUCT_PAGE_SIZE),
})
export type PageRequest = z.infer<typeof pageRequestSchema>

/**
 * Catalogue calls (every answer JSON; reads carry an ETag and `Cache-Control: no-cache`):
 * - `GET /category` → `{ data: Category[] }` (display order).
 * - `GET /product[?page&limit]` → a page of every published product by name, as cards (`productPageResponseSchema`).
 *   The storefront's old search calls `GET /product/` and reads `data.data`: the trailing slash is redirected (308) to the same
 *   list. `GET /product?search=<words>` answers the same ranked cards as `GET /product/search?q=<words>`.
 * - `POST /product/category {slugName, page?, limit?}` → a page of the category's products as cards; an unknown
 *   category is a 404 `{ message }`. A page past the end has no products (and still says the total).
 * - `POST /product/single {slugName}` → `{ data: [Product] }`; an unknown or unpublished product is a 404 `{ message }`.
 * - `POST /product/ids {ids}` → `{ data: Product[] }`: the published products among `ids` (at most 100), whole, in the
 *   order asked; ids that are unknown or unpublished are left out (the cart prices its lines with this).
 * - `GET /product/featured` → `{ data: { [tab id]: ProductCard[] } }`: the home page's tabs (`FEATURED_TABS`).
 * - `GET /product/search?q&limit` → `{ data: ProductCard[] }`, best match first (see `searchRequestSchema`).
 * Bad `page`, `limit`, `q` or `ids` are a 400 with field messages.
 */
export const slugNameRequestSchema = z.object({ slugName: z.string().trim().min(1, 'slugName is required').max(200) })
export type SlugNameRequest = z.infer<typeof slugNameRequestSchema>

export const categoryPageRequestSchema = slugNameRequestSchema.extend(pageRequestSchema.shape)
export type CategoryPageRequest = z.input<typeof categoryPageRequestSchema>

export const productIdsRequestSchema = z.object({
  ids: z
    .array(
      z.string({ error: 'Each id must be text' }).trim().min(1, 'An id must not be empty').max(100, 'An id is at most 100 characters'),
      {
        error: 'ids must be a list',
      },
    )
    .min(1, 'Send at least one id')
    .max(MAX_PRODUCT_IDS, `At most ${MAX_PRODUCT_IDS} ids per request`),
})

/**
 * `GET /product/search?q=<text>&limit=<n>`: products ranked by name, generic name, category and catalogue code,
 * tolerant of one typo and of unfinished words; a catalogue code (short or full, spaces and punctuation ignored, or its
 * beginning) ranks its product first. `q` is required (1–200 characters); `limit` 1–50, default 20.
 */
export const searchRequestSchema = z.object({
  q: z.string({ error: 'q is required' }).trim().min(1, 'q is required').max(200, 'q is at most 200 characters'),
  limit: wholeNumber('limit', 1, SEARCH_RESULTS.max).default(SEARCH_RESULTS.default),
})

export const categoryListResponseSchema = z.object({ data: z.array(categorySchema) })
export const productListResponseSchema = z.object({ data: z.array(productSchema) })
export const productCardListResponseSchema = z.object({ data: z.array(productCardSchema) })
export const productPageResponseSchema = z.object({
  data: z.array(productCardSchema),
  page: z.number(),
  limit: z.number(),
  /** Products in the whole list (every page). */
  total: z.number(),
  totalPages: z.number(),
})
export type ProductPage = z.infer<typeof productPageResponseSchema>
export const featuredProductsResponseSchema = z.object({
  data: z.record(z.enum(FEATURED_TABS.map((tab) => tab.id) as [FeaturedTabId, ...FeaturedTabId[]]), z.array(productCardSchema)),
})
