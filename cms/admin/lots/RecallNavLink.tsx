import type { PayloadRequest } from 'payload'

import { hasRole } from '../../access/roles'

/** The lot recall lookup in the admin's navigation, under the collections: for order managers and admins, who may use it. */
export function RecallNavLink({ user }: { user?: PayloadRequest['user'] }) {
  if (!hasRole(user ?? null, 'order-manager')) return null
  return (
    <a className="nav__link" href="/admin/lot-recall" id="nav-lot-recall">
      <span className="nav__link-label">Lot recall</span>
    </a>
  )
}
