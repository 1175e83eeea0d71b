import type { PayloadRequest } from 'payload'

import { isStaff } from '../../access/roles'
import { describeChanges, summaryOf, type AuditAction, type AuditSpec, type DescribedChange } from './describe'

type AuditedDoc = Record<string, unknown>

export type AuditedWrite = {
  /** The collection or global slug. */
  source: string
  documentId: string
  action: AuditAction
  before: AuditedDoc | null
  after: AuditedDoc | null
}

/** A draft saved without publishing or unpublishing: buyers still see the published version. */
const isDraft = (after: AuditedDoc | null, changes: DescribedChange[]) =>
  after?._status === 'draft' && !changes.some((change) => change.path === '_status')

/**
 * Appends one entry for a staff member's write, in the write's own transaction (`req`). Writes without a staff member
 * (checkout, payment webhooks, the seed, scripts) are not staff edits and are not recorded; nor is a save that changed
 * nothing audited.
 */
export async function writeAuditEntry(req: PayloadRequest, spec: AuditSpec, write: AuditedWrite): Promise<void> {
  if (!isStaff(req.user)) return
  const changes = describeChanges(spec, write.before, write.after)
  if (changes.length === 0) return
  const user = req.user!
  const label = spec.labelOf((write.after ?? write.before)!) || write.documentId
  const deletedThemself = write.source === 'users' && write.action === 'delete' && String(user.id) === write.documentId
  await req.payload.create({
    collection: 'audit-entries',
    data: {
      source: write.source,
      documentId: write.documentId,
      documentLabel: label,
      action: write.action,
      summary: summaryOf(spec, label, write.action, changes, isDraft(write.after, changes)),
      changes: changes.map(({ path, label, from, to }) => ({ path, label, from, to })),
      by: deletedThemself ? null : String(user.id),
      byEmail: String((user as { email?: string }).email ?? user.id),
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
}
