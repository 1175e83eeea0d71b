import type { PayloadRequest, Where } from 'payload'

import { idOf } from '../../contract/ids'
import { nextTurn } from '../../lib/turn'
import type { Product } from '../../payload-types'
import type { AuditEntryRow, CatalogueProduct, CodePrices, PricedProduct } from '../catalogue-rows'

/** The product fields the catalogue file shows. */
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

/** Products whose `updatedAt` is read per query. */
const IDS_PER_QUERY = 500

/** A stored product as the file sees it. */
function catalogueProduct(doc: Pick<Product, keyof typeof FILE_FIELDS | 'id'>): CatalogueProduct {
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

export async function readProductsThroughPayload(req: PayloadRequest, where?: Where): Promise<CatalogueProduct[]> {
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
      overrideAccess: false,
      user: req.user,
      req,
      depth: 0,
    })
    for (const doc of found.docs) {
      if (seen.has(String(doc.id))) continue
      seen.add(String(doc.id))
      products.push(catalogueProduct(doc as Pick<Product, keyof typeof FILE_FIELDS | 'id'>))
    }
    if (!found.hasNextPage) return products
  }
}

type Variants = Product['variants']

/** `variants` with the prices of `codes`, and how many of them it holds. */
function repriced(variants: Variants, codes: Map<string, CodePrices>): { variants: Variants; found: number } {
  let found = 0
  const next = (variants ?? []).map((variant) => ({
    ...variant,
    codes: (variant.codes ?? []).map((code) => {
      const prices = codes.get(code.shortCode)
      if (!prices) return code
      found += 1
      return { ...code, originalPrice: prices.originalPrice, discountedPrice: prices.discountedPrice }
    }),
  }))
  return { variants: next, found }
}

export async function writeCodePricesThroughPayload(req: PayloadRequest, batch: PricedProduct[], updatedAt: string): Promise<number> {
  const codesOf = new Map(batch.map((product) => [product.productId, new Map(product.codes.map((code) => [code.shortCode, code]))]))
  const ids = [...codesOf.keys()]
  const { docs } = await req.payload.db.find<Product>({
    collection: 'products',
    where: { id: { in: ids } },
    limit: 0,
    pagination: false,
    req,
  })
  let written = 0
  for (const doc of docs) {
    const { variants, found } = repriced(doc.variants, codesOf.get(String(doc.id))!)
    written += found
    // `_status` as it is: the SQLite adapter leaves `updatedAt` alone when a row gets nothing else.
    const data = { variants, updatedAt, _status: doc._status }
    await req.payload.db.updateOne({ collection: 'products', id: doc.id, data, req, returning: false })
  }
  const versions = await req.payload.db.findVersions<Product>({
    collection: 'products',
    where: { and: [{ parent: { in: ids } }, { latest: { equals: true } }] },
    limit: 0,
    pagination: false,
    req,
  })
  for (const version of versions.docs) {
    const { variants } = repriced(version.version.variants, codesOf.get(idOf(version.parent) ?? '') ?? new Map())
    await req.payload.db.updateVersion({
      collection: 'products',
      id: String(version.id),
      versionData: { ...version, version: { ...version.version, variants, updatedAt }, updatedAt } as never,
      req,
      returning: false,
    })
  }
  return written
}

export async function updatedAtThroughPayload(req: PayloadRequest, ids: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const { docs } = await req.payload.db.find<Pick<Product, 'id' | 'updatedAt'>>({
      collection: 'products',
      where: { id: { in: ids.slice(start, start + IDS_PER_QUERY) } },
      select: { updatedAt: true },
      limit: 0,
      pagination: false,
      req,
    })
    for (const doc of docs) found.set(String(doc.id), doc.updatedAt)
    await nextTurn()
  }
  return found
}

export async function insertAuditEntriesThroughPayload(req: PayloadRequest, entries: AuditEntryRow[]): Promise<void> {
  for (const { id: _id, ...data } of entries) await req.payload.db.create({ collection: 'audit-entries', data, req, returning: false })
}
