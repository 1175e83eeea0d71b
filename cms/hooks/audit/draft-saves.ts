import type { CollectionSlug, PayloadRequest } from 'payload'

type AuditedDoc = Record<string, unknown>

/**
 * What a versioned document was "before" a save, as the audit trail compares it. Saving a draft of a published
 * document writes a new version and leaves the published one live: its `_status` reads "draft" afterwards, but
 * nothing was unpublished. The live row tells a draft save from an unpublish.
 */
export async function beforeForAudit(
  req: PayloadRequest,
  slug: CollectionSlug,
  previous: AuditedDoc,
  doc: AuditedDoc,
): Promise<AuditedDoc> {
  if (previous._status !== 'published' || doc._status !== 'draft') return previous
  const live = await req.payload.db.findOne<AuditedDoc & { id: string }>({ collection: slug, where: { id: { equals: doc.id } }, req })
  return live?._status === 'published' ? { ...previous, _status: 'draft' } : previous
}
