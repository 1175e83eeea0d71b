import { describeChanges, summaryOf, type AuditAction, type AuditChange, type AuditSpec, type DescribedChange } from './describe'

type AuditedDoc = Record<string, unknown>

export type AuditedWrite = {
  /** The collection or global slug. */
  source: string
  documentId: string
  action: AuditAction
  before: AuditedDoc | null
  after: AuditedDoc | null
}

/** An entry of the audit trail as the `audit-entries` collection keeps it. */
export type AuditEntryData = {
  source: string
  documentId: string
  documentLabel: string
  action: AuditAction
  summary: string
  changes: AuditChange[]
  by: string | null
  byEmail: string
}

/** A draft saved without publishing or unpublishing: buyers still see the published version. */
const isDraft = (after: AuditedDoc | null, changes: DescribedChange[]) =>
  after?._status === 'draft' && !changes.some((change) => change.path === '_status')

/**
 * The entry `user`'s write makes in the audit trail, or null when it changed nothing audited. The one way an entry is
 * made: by the collections' hooks (hooks/audit/writeAuditEntry.ts) and by the catalogue import's bulk price writes
 * (services/catalogue-io/price-records.ts), so both say a change in the same words.
 */
export function auditEntryOf(
  user: { id: string | number; email?: string | null },
  spec: AuditSpec,
  write: AuditedWrite,
): AuditEntryData | null {
  const changes = describeChanges(spec, write.before, write.after)
  if (changes.length === 0) return null
  const label = spec.labelOf((write.after ?? write.before)!) || write.documentId
  const deletedThemself = write.source === 'users' && write.action === 'delete' && String(user.id) === write.documentId
  return {
    source: write.source,
    documentId: write.documentId,
    documentLabel: label,
    action: write.action,
    summary: summaryOf(spec, label, write.action, changes, isDraft(write.after, changes)),
    changes: changes.map(({ path, label, from, to }) => ({ path, label, from, to })),
    by: deletedThemself ? null : String(user.id),
    byEmail: String(user.email ?? user.id),
  }
}
