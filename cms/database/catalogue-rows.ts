/** The rows the catalogue import's bulk operations read and write (cms/database/bulk.ts), on every database. */

/** A catalogue code as the catalogue file shows it; `id` is its row id. */
export type CatalogueCode = { id: string; shortCode: string; fullCode: string | null; originalPrice: number; discountedPrice: number }

/**
 * A product as the catalogue file shows it: only its fields in the file, ids for what it points to (the rest of a
 * product is never read here; a write that needs it reads the product whole).
 */
export type CatalogueProduct = {
  id: string
  name: string
  slug: string
  category: string
  genericName: string | null
  hsnCode: string | null
  gstRate: string | null
  _status: 'published' | 'draft'
  images: string[]
  updatedAt: string
  variants: { size: string; codes: CatalogueCode[] }[]
}

/** New prices of a code, in paise. */
export type CodePrices = { shortCode: string; originalPrice: number; discountedPrice: number }

/** A product's codes with their new prices. */
export type PricedProduct = { productId: string; codes: CodePrices[] }

/** An audit entry of a product edit, as the `audit-entries` collection stores it (`id`s made by the caller). */
export type AuditEntryRow = {
  id: string
  source: string
  documentId: string
  documentLabel: string
  action: 'create' | 'update' | 'delete'
  summary: string
  changes: { id: string; path: string; label: string; from: string; to: string }[]
  by: string | null
  byEmail: string
  createdAt: string
  updatedAt: string
}
