import type { PayloadRequest } from 'payload'

import { conflict, notFound } from '../../lib/http-errors'
import { IMPORTS_COLLECTION, type ImportEntry } from './apply'
import { inOneTransaction } from './transaction'

export type RevertResult = { reverted: string[]; skipped: { slug: string; reason: string }[] }

/**
 * Restores what an applied import changed, in one transaction: each product's previous values (a product it created
 * is deleted). A product edited again since the import is left as it is, and named.
 */
export async function revertImport(req: PayloadRequest, importId: string): Promise<RevertResult> {
  const record = await req.payload
    .findByID({ collection: IMPORTS_COLLECTION, id: importId, depth: 0, req, disableErrors: true })
    .catch(() => null)
  if (!record) throw notFound('No such import')
  if (record.revertedAt)
    throw conflict({ message: `This import was reverted on ${new Date(record.revertedAt).toISOString().slice(0, 10)}` })
  const entries = (record.entries ?? []) as ImportEntry[]
  return inOneTransaction(req, async () => {
    const result: RevertResult = { reverted: [], skipped: [] }
    const options = { depth: 0, overrideAccess: false, user: req.user, req } as const
    for (const entry of entries) {
      const current = await req.payload
        .findByID({ collection: 'products', id: entry.productId, select: { updatedAt: true }, depth: 0, req, disableErrors: true })
        .catch(() => null)
      if (!current) {
        result.skipped.push({ slug: entry.slug, reason: 'deleted since the import' })
        continue
      }
      if (current.updatedAt !== entry.updatedAt) {
        result.skipped.push({ slug: entry.slug, reason: `edited again on ${current.updatedAt.slice(0, 16).replace('T', ' ')} UTC` })
        continue
      }
      if (entry.created) await req.payload.delete({ collection: 'products', id: entry.productId, ...options })
      else await req.payload.update({ collection: 'products', id: entry.productId, data: entry.before, ...options })
      result.reverted.push(entry.slug)
    }
    await req.payload.update({
      collection: IMPORTS_COLLECTION,
      id: importId,
      data: { revertedAt: new Date().toISOString(), revertedBy: req.user!.id, revertSkipped: result.skipped },
      depth: 0,
      req,
    })
    return result
  })
}
