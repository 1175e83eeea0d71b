import type { CollectionAfterChangeHook } from 'payload'

import type { AuditSpec } from '../lib/audit/describe'
import { beforeForAudit } from './audit/draft-saves'
import { writeAuditEntry } from './audit/write-audit-entry'

/** Records who created or changed a document, and the audited values before and after (cms/lib/audit). */
export function recordAuditEntry(spec: AuditSpec): CollectionAfterChangeHook {
  return async ({ collection, doc, previousDoc, operation, req }) => {
    await writeAuditEntry(req, spec, {
      source: collection.slug,
      documentId: String(doc.id),
      action: operation === 'create' ? 'create' : 'update',
      before: operation === 'create' || !previousDoc ? null : await beforeForAudit(req, collection.slug, previousDoc, doc),
      after: doc,
    })
    return doc
  }
}
