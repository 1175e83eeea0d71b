import type { CollectionConfig, GlobalConfig } from 'payload'

import type { AuditSpec } from '../lib/audit/describe'
import { recordAuditDeletion } from './record-audit-deletion'
import { recordAuditEntry } from './record-audit-entry'
import { recordGlobalAuditEntry } from './record-global-audit-entry'

/** A collection whose creations, audited changes and deletions by staff go to the audit trail, after its own hooks. */
export function withAuditTrail(spec: AuditSpec, config: CollectionConfig): CollectionConfig {
  const hooks = config.hooks ?? {}
  return {
    ...config,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), recordAuditEntry(spec)],
      afterDelete: [...(hooks.afterDelete ?? []), recordAuditDeletion(spec)],
    },
  }
}

/** A global whose audited changes by staff go to the audit trail, after its own hooks. */
export function withGlobalAuditTrail(spec: AuditSpec, config: GlobalConfig): GlobalConfig {
  const hooks = config.hooks ?? {}
  return { ...config, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), recordGlobalAuditEntry(spec)] } }
}
