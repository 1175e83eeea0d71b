import { z } from 'zod'

/**
 * The catalogue spreadsheet (export and import, cms/services/catalogue-io) as the admin and automation see it: its
 * columns, and the preview an import answers before anything is written.
 */

/** The columns of the catalogue file, in order: one row per catalogue code. Prices in rupees. */
export const CATALOGUE_COLUMNS = [
  'Product name',
  'Slug',
  'Category slug',
  'Generic name',
  'HSN code',
  'GST rate (%)',
  'Published',
  'Size',
  'Short code',
  'Full code',
  'MRP (₹)',
  'Our price (₹)',
  'Images',
] as const

export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number]

/** A field that changes: its column, and the old and new values as the file writes them (prices as `₹510.00`). */
export type FieldChange = { column: CatalogueColumn; from: string; to: string }

/** A product or a catalogue code the import creates or changes. */
export type PreviewChange = {
  kind: 'product' | 'code'
  action: 'new' | 'changed'
  /** The product's slug, and the code's short code for a code. */
  slug: string
  code?: string
  /** The first row of the file that names it (1 = the header row). */
  row: number
  fields: FieldChange[]
}

/** A cell the import refuses: its row (1 = the header row), its column and why. */
export type PreviewError = { row: number; column: string; message: string }

export type PreviewCounts = { new: number; changed: number; unchanged: number }

export type ImportPreview = {
  fileName: string
  products: PreviewCounts
  codes: PreviewCounts
  changes: PreviewChange[]
  errors: PreviewError[]
  /** The rows in error, with the header and a last column of reasons, as a CSV to fix and import again. */
  errorFile?: string
  /** Identifies exactly these changes: an apply naming it is refused if the catalogue changed since (409). */
  planId: string
}

/**
 * What `POST /api/staff/catalogue/import` answers once it has written the changes: the preview's counts and the
 * import's id (the changes themselves are the preview's; a price revision lists tens of thousands).
 */
export type ImportApplied = Pick<ImportPreview, 'fileName' | 'products' | 'codes' | 'planId'> & { importId: string }

/** How a change reads in one line: `NC 8141 Our price ₹510.00 → ₹525.00`. */
export function describeChange(change: PreviewChange): string {
  const subject = change.kind === 'code' ? change.code! : change.slug
  if (change.action === 'new') return `${subject}: new ${change.kind}`
  return change.fields.map((field) => `${subject} ${field.column.replace(/ \(.*\)$/, '')} ${field.from} → ${field.to}`).join('; ')
}

/** `GET /api/staff/catalogue/export` query: the format, and either one category or the products list's filter. */
export const catalogueExportQuery = z.object({
  format: z.enum(['xlsx', 'csv'], { error: 'format must be xlsx or csv' }).default('xlsx'),
  category: z.string().trim().min(1).optional(),
  where: z.record(z.string(), z.unknown()).optional(),
})
