import type { PayloadRequest, Where } from 'payload'

import { CATALOGUE_COLUMNS } from '../../contract/catalogue-io'
import { idOf } from '../../contract/ids'
import { paiseToRupees } from '../../contract/pricing'
import type { Product } from '../../payload-types'
import type { CellValue } from './cells'
import { canReadTables, readProductTables } from './sqlite-catalogue'

/** A catalogue code as the file shows it; `id` is its row id. */
export type CatalogueCode = { id: string; shortCode: string; fullCode: string | null; originalPrice: number; discountedPrice: number }

/**
 * A product as the file shows it: only its fields in the file, ids for what it points to (the rest of a product is
 * never read here; a write that needs it reads the product whole).
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

/** The catalogue as the file sees it: products with what their ids point to. */
export type Catalogue = {
  products: CatalogueProduct[]
  categorySlugs: Map<string, string>
  mediaNames: Map<string, string>
  gstRates: number[]
}

/** The product fields read through Payload (the other adapters' path, and a filtered export's selection). */
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

/** Products per page read through Payload: each page becomes compact products before the next is read. */
const PAGE_SIZE = 500

/** A stored product as the file sees it. */
export function catalogueProduct(doc: Pick<Product, keyof typeof FILE_FIELDS | 'id'>): CatalogueProduct {
  return {
    id: String(doc.id),
    name: doc.name,
    slug: doc.slug ?? '',
    category: idOf(doc.category),
    genericName: doc.genericName ?? null,
    hsnCode: doc.hsnCode ?? null,
    gstRate: doc.gstRate === null || doc.gstRate === undefined || doc.gstRate === '' ? null : String(doc.gstRate),
    _status: doc._status === 'published' ? 'published' : 'draft',
    images: (doc.images ?? []).map((image) => idOf(image)),
    updatedAt: doc.updatedAt,
    variants: (doc.variants ?? []).map((variant) => ({
      size: variant.size,
      codes: (variant.codes ?? []).map((code) => ({
        id: String(code.id ?? ''),
        shortCode: code.shortCode,
        fullCode: code.fullCode ?? null,
        originalPrice: code.originalPrice,
        discountedPrice: code.discountedPrice,
      })),
    })),
  }
}

/**
 * Reads the products `where` selects (every product when none), as the staff member of `req` may see them. On
 * SQLite the products are read with one query per table (sqlite-catalogue.ts; a filter first selects their ids
 * through Payload); elsewhere through Payload page by page. Both give the same products (tests/int).
 */
export async function loadCatalogue(req: PayloadRequest, where?: Where, options: { generic?: boolean } = {}): Promise<Catalogue> {
  const [products, categories, media, gstRates] = await Promise.all([
    options.generic || !canReadTables(req.payload) ? readThroughPayload(req, where) : readThroughTables(req, where),
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

const asStaff = (req: PayloadRequest) => ({ overrideAccess: false, user: req.user, req, depth: 0 }) as const

async function readThroughPayload(req: PayloadRequest, where?: Where): Promise<CatalogueProduct[]> {
  const products: CatalogueProduct[] = []
  const seen = new Set<string>()
  for (let page = 1; ; page += 1) {
    const found = await req.payload.find({
      collection: 'products',
      where,
      select: FILE_FIELDS,
      sort: ['slug', 'id'],
      page,
      limit: PAGE_SIZE,
      ...asStaff(req),
    })
    for (const doc of found.docs) {
      if (seen.has(String(doc.id))) continue
      seen.add(String(doc.id))
      products.push(catalogueProduct(doc as Pick<Product, keyof typeof FILE_FIELDS | 'id'>))
    }
    if (!found.hasNextPage) return products
  }
}

async function readThroughTables(req: PayloadRequest, where?: Where): Promise<CatalogueProduct[]> {
  // Catalogue editors read every product (the endpoints require the role); a filter selects ids through Payload.
  if (!where) return readProductTables(req.payload)
  const { docs } = await req.payload.find({ collection: 'products', where, select: { slug: true }, pagination: false, ...asStaff(req) })
  return readProductTables(req.payload, new Set(docs.map((doc) => String(doc.id))))
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
