import type { CollectionAfterDeleteHook } from 'payload'

import type { AuditSpec } from '../lib/audit/describe'
import { writeAuditEntry } from './audit/write-audit-entry'

/** Records who deleted a document, and its audited values as they were. */
export function recordAuditDeletion(spec: AuditSpec): CollectionAfterDeleteHook {
  return async ({ collection, doc, id, req }) => {
    await writeAuditEntry(req, spec, { source: collection.slug, documentId: String(id), action: 'delete', before: doc, after: null })
    return doc
  }
}
