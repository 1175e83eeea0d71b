import type { PayloadRequest } from 'payload'

import { hasRole } from '../../access/roles'

/** The goods receipt in the admin's navigation, under the collections: for the warehouse and admins only. */
export function ReceiptNavLink({ user }: { user?: PayloadRequest['user'] }) {
  if (!hasRole(user ?? null, 'warehouse')) return null
  return (
    <a className="nav__link" href="/admin/goods-receipt" id="nav-goods-receipt">
      <span className="nav__link-label">Goods receipt</span>
    </a>
  )
}
