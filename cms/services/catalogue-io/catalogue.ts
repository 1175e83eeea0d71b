import type { PayloadRequest, Where } from 'payload'

import { CATALOGUE_COLUMNS } from '../../contract/catalogue-io'
import { paiseToRupees } from '../../contract/pricing'
import { readCatalogueProducts, type BulkPath, type CatalogueProduct } from '../../database'
import type { CellValue } from '../spreadsheets/cells'

export type { CatalogueProduct } from '../../database'

/** The catalogue as the file sees it: products with what their ids point to. */
export type Catalogue = {
  products: CatalogueProduct[]
  categorySlugs: Map<string, string>
  mediaNames: Map<string, string>
  gstRates: number[]
}

/**
 * Reads the products `where` selects (every product when none), as the staff member of `req` may see them, through
 * the database boundary (one query per table on SQLite, docs/decisions/036-catalogue-import-speed.md), with what
 * their ids point to.
 */
export async function loadCatalogue(req: PayloadRequest, where?: Where, how: BulkPath = {}): Promise<Catalogue> {
  const [products, categories, media, gstRates] = await Promise.all([
    readCatalogueProducts(req, where, how),
    req.payload.find({ collection: 'categories', select: { slug: true }, pagination: false, depth: 0, req }),
    req.payload.find({ collection: 'media', select: { filename: true }, pagination: false, depth: 0, req }),
    req.payload.find({ collection: 'gst-rates', select: { rate: true }, pagination: false, depth: 0, req }),
  ])
  return {
    products,
    categorySlugs: new Map(categories.docs.map((doc) => [String(doc.id), doc.slug ?? ''])),
    mediaNames: new Map(media.docs.filter((doc) => doc.filename).map((doc) => [String(doc.id), doc.filename!])),
    gstRates: gstRates.docs.map((doc) => doc.rate),
  }
}

/** The value a product field has in the file. */
function productCells(product: CatalogueProduct, catalogue: Catalogue) {
  return {
    'Product name': product.name,
    Slug: product.slug,
    'Category slug': catalogue.categorySlugs.get(product.category) ?? '',
    'Generic name': product.genericName ?? '',
    'HSN code': product.hsnCode ?? '',
    'GST rate (%)': product.gstRate === null ? '' : Number(product.gstRate),
    Published: product._status === 'published' ? 'yes' : 'no',
    Images: product.images
      .map((image) => catalogue.mediaNames.get(image) ?? '')
      .filter(Boolean)
      .join('; '),
  } satisfies Record<string, CellValue>
}

/** One row per catalogue code, in the columns' order, made one at a time as the export writes them. */
export function* exportRows(catalogue: Catalogue): Generator<CellValue[]> {
  for (const product of catalogue.products) {
    const shared = productCells(product, catalogue)
    for (const variant of product.variants) {
      for (const code of variant.codes) {
        const cells: Record<(typeof CATALOGUE_COLUMNS)[number], CellValue> = {
          ...shared,
          Size: variant.size,
          'Short code': code.shortCode,
          'Full code': code.fullCode ?? '',
          'MRP (₹)': paiseToRupees(code.originalPrice),
          'Our price (₹)': paiseToRupees(code.discountedPrice),
        }
        yield CATALOGUE_COLUMNS.map((column) => cells[column])
      }
    }
  }
}
