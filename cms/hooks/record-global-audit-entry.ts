import type { GlobalAfterChangeHook } from 'payload'

import type { AuditSpec } from '../lib/audit/describe'
import { writeAuditEntry } from './audit/write-audit-entry'

/** Records who changed a global (site settings, the seller's tax identity), and the audited values before and after. */
export function recordGlobalAuditEntry(spec: AuditSpec): GlobalAfterChangeHook {
  return async ({ global, doc, previousDoc, req }) => {
    await writeAuditEntry(req, spec, {
      source: global.slug,
      documentId: global.slug,
      action: 'update',
      before: previousDoc ?? null,
      after: doc,
    })
    return doc
  }
}
