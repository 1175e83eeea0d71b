import type { PayloadRequest } from 'payload'

import { conflict, notFound } from '../../lib/http-errors'
import { IMPORTS_COLLECTION, type ImportEntry } from './apply'
import { clearAfterCommit, recordPriceChanges } from './price-records'
import { writePrices } from './prices'
import { nextTurn, turnIfDue } from '../../lib/turn'
import { inOneTransaction, productsUpdatedAt, type BulkPath } from '../../database'

export type RevertResult = { reverted: string[]; skipped: { slug: string; reason: string }[] }

/**
 * Restores what an applied import changed, in one transaction: each product's previous values (a product it created
 * is deleted; prices written in bulk are written back in bulk). A product edited again since the import is left as
 * it is, and named.
 */
export async function revertImport(req: PayloadRequest, importId: string, how: BulkPath = {}): Promise<RevertResult> {
  const record = await req.payload
    .findByID({ collection: IMPORTS_COLLECTION, id: importId, depth: 0, req, disableErrors: true })
    .catch(() => null)
  if (!record) throw notFound('No such import')
  if (record.revertedAt)
    throw conflict({ message: `This import was reverted on ${new Date(record.revertedAt).toISOString().slice(0, 10)}` })
  const entries = (record.entries ?? []) as ImportEntry[]
  const outcome = await inOneTransaction(req, async () => {
    const result: RevertResult = { reverted: [], skipped: [] }
    const options = { depth: 0, overrideAccess: false, user: req.user, req } as const
    const now = await productsUpdatedAt(
      req,
      entries.map((entry) => entry.productId),
      how,
    )
    const prices: Required<Pick<ImportEntry, 'productId' | 'name' | 'draft' | 'prices'>>[] = []
    for (const entry of entries) {
      await turnIfDue()
      const updatedAt = now.get(entry.productId)
      if (updatedAt === undefined) {
        result.skipped.push({ slug: entry.slug, reason: 'deleted since the import' })
        continue
      }
      if (updatedAt !== entry.updatedAt) {
        result.skipped.push({ slug: entry.slug, reason: `edited again on ${updatedAt.slice(0, 16).replace('T', ' ')} UTC` })
        continue
      }
      result.reverted.push(entry.slug)
      if (entry.prices) {
        // Back from the import's prices to those before it.
        const codes = entry.prices.map(({ shortCode, before, after }) => ({ shortCode, before: after, after: before }))
        prices.push({ productId: entry.productId, name: entry.name ?? '', draft: entry.draft ?? false, prices: codes })
        continue
      }
      if (entry.created) await req.payload.delete({ collection: 'products', id: entry.productId, ...options })
      else await req.payload.update({ collection: 'products', id: entry.productId, data: entry.before, ...options })
      // A write through Payload (validation, hooks, a version) takes a slice on its own.
      await nextTurn()
    }
    const at = new Date().toISOString()
    await writePrices(
      req,
      prices.map(({ productId, prices: codes }) => ({ productId, codes: codes.map(({ shortCode, after }) => ({ shortCode, ...after })) })),
      at,
      how,
    )
    await recordPriceChanges(
      req,
      prices.map(({ productId, name, draft, prices: codes }) => ({ productId, name, draft, codes })),
      at,
      how,
    )
    await req.payload.update({
      collection: IMPORTS_COLLECTION,
      id: importId,
      data: { revertedAt: at, revertedBy: req.user!.id, revertSkipped: result.skipped },
      depth: 0,
      req,
    })
    return result
  })
  clearAfterCommit()
  return outcome
}
