import type { PayloadRequest, Where } from 'payload'

import { CATALOGUE_COLUMNS } from '../../contract/catalogue-io'
import { paiseToRupees } from '../../contract/pricing'
import type { Product } from '../../payload-types'
import type { CellValue } from './cells'

/** The fields of a product the catalogue file shows (the rest of a product is never read or written by it). */
const FILE_FIELDS = {
  name: true,
  slug: true,
  category: true,
  genericName: true,
  hsnCode: true,
  gstRate: true,
  _status: true,
  variants: true,
  images: true,
  updatedAt: true,
} as const

export type CatalogueProduct = Pick<Product, keyof typeof FILE_FIELDS | 'id'>

/** The catalogue as the file sees it: products with what their ids point to. */
export type Catalogue = {
  products: CatalogueProduct[]
  categorySlugs: Map<string, string>
  mediaNames: Map<string, string>
  gstRates: number[]
}

const relationId = (value: unknown): string =>
  typeof value === 'object' && value !== null ? String((value as { id: unknown }).id) : String(value)

/** Reads the products `where` selects (every product when none), as the staff member of `req` may see them. */
export async function loadCatalogue(req: PayloadRequest, where?: Where): Promise<Catalogue> {
  const [products, categories, media, gstRates] = await Promise.all([
    req.payload.find({
      collection: 'products',
      where,
      select: FILE_FIELDS,
      sort: 'slug',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    }),
    req.payload.find({ collection: 'categories', select: { slug: true }, pagination: false, depth: 0, req }),
    req.payload.find({ collection: 'media', select: { filename: true }, pagination: false, depth: 0, req }),
    req.payload.find({ collection: 'gst-rates', select: { rate: true }, pagination: false, depth: 0, req }),
  ])
  return {
    products: products.docs as CatalogueProduct[],
    categorySlugs: new Map(categories.docs.map((doc) => [String(doc.id), doc.slug ?? ''])),
    mediaNames: new Map(media.docs.filter((doc) => doc.filename).map((doc) => [String(doc.id), doc.filename!])),
    gstRates: gstRates.docs.map((doc) => doc.rate),
  }
}

/** The value a product field has in the file. */
function productCells(product: CatalogueProduct, catalogue: Catalogue) {
  return {
    'Product name': product.name,
    Slug: product.slug ?? '',
    'Category slug': catalogue.categorySlugs.get(relationId(product.category)) ?? '',
    'Generic name': product.genericName ?? '',
    'HSN code': product.hsnCode ?? '',
    'GST rate (%)': product.gstRate === null || product.gstRate === undefined || product.gstRate === '' ? '' : Number(product.gstRate),
    Published: product._status === 'published' ? 'yes' : 'no',
    Images: (product.images ?? [])
      .map((image) => catalogue.mediaNames.get(relationId(image)) ?? '')
      .filter(Boolean)
      .join('; '),
  } satisfies Record<string, CellValue>
}

/** One row per catalogue code, in the columns' order: what the export writes. */
export function exportRows(catalogue: Catalogue): CellValue[][] {
  const rows: CellValue[][] = []
  for (const product of catalogue.products) {
    const shared = productCells(product, catalogue)
    for (const variant of product.variants ?? []) {
      for (const code of variant.codes ?? []) {
        const cells: Record<(typeof CATALOGUE_COLUMNS)[number], CellValue> = {
          ...shared,
          Size: variant.size,
          'Short code': code.shortCode,
          'Full code': code.fullCode ?? '',
          'MRP (₹)': paiseToRupees(code.originalPrice),
          'Our price (₹)': paiseToRupees(code.discountedPrice),
        }
        rows.push(CATALOGUE_COLUMNS.map((column) => cells[column]))
      }
    }
  }
  return rows
}

export { relationId }
