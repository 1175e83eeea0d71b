import type { PayloadRequest } from 'payload'

import { isStaff } from '../../access/roles'
import type { AuditSpec } from '../../lib/audit/describe'
import { auditEntryOf, type AuditedWrite } from '../../lib/audit/entry'

/**
 * Appends one entry for a staff member's write, in the write's own transaction (`req`). Writes without a staff member
 * (checkout, payment webhooks, the seed, scripts) are not staff edits and are not recorded; nor is a save that changed
 * nothing audited.
 */
export async function writeAuditEntry(req: PayloadRequest, spec: AuditSpec, write: AuditedWrite): Promise<void> {
  if (!isStaff(req.user)) return
  const data = auditEntryOf(req.user as { id: string; email?: string }, spec, write)
  if (!data) return
  await req.payload.create({ collection: 'audit-entries', data, req, overrideAccess: true, depth: 0 })
}
