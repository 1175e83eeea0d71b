import type { PayloadRequest } from 'payload'

import type { ImportPreview } from '../../contract/catalogue-io'
import { mimeTypeOf, type ZipImages } from './images'
import type { ImportPlan, ProductData, ProductWrite } from './plan'
import { inOneTransaction } from './transaction'

export const IMPORTS_COLLECTION = 'catalogue-imports'

/** What an applied import keeps per product, for "Revert this import". */
export type ImportEntry = { productId: string; slug: string; created: boolean; before: ProductData; updatedAt: string }

/**
 * Writes every change of `plan` through the Local API with `req` (so the audit trail and the catalogue-change records
 * see each one), and the import's record, in one transaction. Returns the record's id.
 */
export async function applyPlan(req: PayloadRequest, plan: ImportPlan, zip: ZipImages): Promise<string> {
  const user = req.user!
  return inOneTransaction(req, async () => {
    const uploaded = await uploadImages(req, plan.writes, zip)
    const entries: ImportEntry[] = []
    for (const write of plan.writes) entries.push(await writeProduct(req, write, uploaded))
    const record = await req.payload.create({
      collection: IMPORTS_COLLECTION,
      data: {
        fileName: plan.preview.fileName,
        appliedBy: user.id,
        counts: countsOf(plan.preview),
        entries,
      },
      depth: 0,
      req,
    })
    return String(record.id)
  })
}

const countsOf = ({ products, codes }: ImportPreview) => ({ products, codes })

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
  if (data.images) data.images = data.images.map((id) => (id.startsWith('zip:') ? uploaded.get(id.slice(4))! : id))
  const options = { depth: 0, overrideAccess: false, user: req.user, req } as const
  const saved = write.productId
    ? await req.payload.update({ collection: 'products', id: write.productId, data, ...options })
    : await req.payload.create({ collection: 'products', data: data as never, ...options })
  return { productId: String(saved.id), slug: write.slug, created: !write.productId, before: write.before, updatedAt: saved.updatedAt }
}
