import type { PayloadRequest } from 'payload'

import type { ImportPreview } from '../../contract/catalogue-io'
import { conflict } from '../../lib/http-errors'
import { mimeTypeOf, type ZipImages } from './images'
import { placeCodes, type ImportPlan, type PriceWrite, type ProductData, type ProductWrite } from './plan'
import { clearAfterCommit, recordPriceChanges } from './price-records'
import { writePrices } from './prices'
import { nextTurn } from '../../lib/turn'
import { inOneTransaction, productsUpdatedAt, type BulkPath } from '../../database'

export const IMPORTS_COLLECTION = 'catalogue-imports'

/**
 * What an applied import keeps per product, for "Revert this import": the product's values before, or for a
 * product of which only prices changed, its codes' prices before and after.
 */
export type ImportEntry = {
  productId: string
  slug: string
  created: boolean
  before: ProductData
  prices?: PriceWrite['codes']
  name?: string
  draft?: boolean
  updatedAt: string
}

/**
 * Writes every change of `plan` and the import's record in one transaction. Products with other changes than prices
 * go through the Local API with `req` (the audit trail and the catalogue-change records see each one); products of
 * which only prices change are written in bulk, with their change records and audit entries (prices.ts,
 * price-records.ts). Returns the record's id.
 */
export async function applyPlan(req: PayloadRequest, plan: ImportPlan, zip: ZipImages, how: BulkPath = {}): Promise<string> {
  const user = req.user!
  const importId = await inOneTransaction(req, async () => {
    await refuseMoved(req, [...plan.writes, ...plan.prices], how)
    const uploaded = await uploadImages(req, plan.writes, zip)
    const entries: ImportEntry[] = []
    for (const write of plan.writes) {
      entries.push(await writeProduct(req, write, uploaded))
      // A write through Payload (validation, hooks, a version) takes a slice on its own.
      await nextTurn()
    }
    const at = new Date().toISOString()
    await writePrices(
      req,
      plan.prices.map(({ productId, codes }) => ({ productId, codes: codes.map(({ shortCode, after }) => ({ shortCode, ...after })) })),
      at,
      how,
    )
    await recordPriceChanges(req, plan.prices, at, how)
    for (const { productId, slug, name, draft, codes } of plan.prices)
      entries.push({ productId, slug, created: false, before: {}, prices: codes, name, draft, updatedAt: at })
    const record = await req.payload.create({
      collection: IMPORTS_COLLECTION,
      data: { fileName: plan.preview.fileName, appliedBy: user.id, counts: countsOf(plan.preview), entries: [] },
      depth: 0,
      req,
    })
    // The entries (one per product, 10,000 at a price revision) are written as they are: Payload's create would copy
    // them twice over before writing, in one run that every other request would wait for.
    await nextTurn()
    await req.payload.db.updateOne({ collection: IMPORTS_COLLECTION, id: record.id, data: { entries }, req, returning: false })
    return String(record.id)
  })
  clearAfterCommit()
  return importId
}

const countsOf = ({ products, codes }: ImportPreview) => ({ products, codes })

/** 409 when a product of the plan was edited or deleted since the plan read it. */
async function refuseMoved(
  req: PayloadRequest,
  writes: { productId: string | null; updatedAt: string | null }[],
  how: BulkPath,
): Promise<void> {
  const existing = writes.filter((write) => write.productId !== null)
  const now = await productsUpdatedAt(
    req,
    existing.map((write) => write.productId!),
    how,
  )
  if (existing.some((write) => now.get(write.productId!) !== write.updatedAt))
    throw conflict({ message: 'The catalogue changed since this preview: preview the file again' })
}

async function uploadImages(req: PayloadRequest, writes: ProductWrite[], zip: ZipImages): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  for (const write of writes) {
    for (const name of write.uploads) {
      if (ids.has(name)) continue
      const data = Buffer.from(zip.files.get(name)!)
      const media = await req.payload.create({
        collection: 'media',
        data: { alt: String(write.data.name ?? write.slug) },
        file: { data, name, mimetype: mimeTypeOf(name), size: data.length },
        depth: 0,
        req,
      })
      ids.set(name, String(media.id))
    }
  }
  return ids
}

async function writeProduct(req: PayloadRequest, write: ProductWrite, uploaded: Map<string, string>): Promise<ImportEntry> {
  const data = { ...write.data }
  const before = { ...write.before }
  if (data.images) data.images = data.images.map((id) => (id.startsWith('zip:') ? uploaded.get(id.slice(4))! : id))
  const options = { depth: 0, overrideAccess: false, user: req.user, req } as const
  if (write.productId && write.codes.length > 0) {
    // The sizes as stored, every field of their codes included (tiers, pack rules), with the file's codes placed.
    const stored = await req.payload.findByID({ collection: 'products', id: write.productId, select: { variants: true }, depth: 0, req })
    data.variants = placeCodes(stored.variants ?? [], write.codes)
    before.variants = stored.variants ?? []
  }
  const saved = write.productId
    ? await req.payload.update({ collection: 'products', id: write.productId, data, ...options })
    : await req.payload.create({ collection: 'products', data: data as never, ...options })
  return { productId: String(saved.id), slug: write.slug, created: !write.productId, before, updatedAt: saved.updatedAt }
}
