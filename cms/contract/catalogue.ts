import { z } from 'zod'

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
  discountedPrice: z.number(),
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
  priceRange: z.object({ min: z.number(), max: z.number() }),
  hsnCode: z.string().nullable().optional(),
  gstRate: z.number().nullable().optional(),
  homeTab: z.string().nullable().optional(),
  metaDescription: z.string().nullable().optional(),
  updatedAt: z.string().optional(),
})
export type Product = z.infer<typeof productSchema>

/**
 * Catalogue calls (every answer JSON; reads carry an ETag and `Cache-Control: no-cache`):
 * - `GET /category` → `{ data: Category[] }` (display order).
 * - `GET /product` → `{ data: Product[] }`, every published product by name. The storefront's search may call `GET /product/`
 *   and reads `data.data`: the trailing slash is redirected (308) to the same list, so both readings work.
 *   `GET /product?search=<words>` keeps the products with a code containing the query (case, spaces and punctuation
 *   ignored) and those whose name, generic name or category contain every word.
 * - `POST /product/category {slugName}` → `{ data: Product[] }`; an unknown category is a 404 `{ message }`.
 * - `POST /product/single {slugName}` → `{ data: [Product] }`; an unknown or unpublished product is a 404 `{ message }`.
 * `POST /product/category` and `POST /product/single` both send a slug as `slugName`.
 */
export const slugNameRequestSchema = z.object({ slugName: z.string().trim().min(1, 'slugName is required').max(200) })
export type SlugNameRequest = z.infer<typeof slugNameRequestSchema>

export const categoryListResponseSchema = z.object({ data: z.array(categorySchema) })
export const productListResponseSchema = z.object({ data: z.array(productSchema) })
