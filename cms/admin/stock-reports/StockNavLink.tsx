import type { PayloadRequest } from 'payload'

import { hasRole } from '../../access/roles'

/** Who reads the stock reports: admins, order managers and the warehouse. */
export const readsStockReports = (user: PayloadRequest['user'] | null | undefined) =>
  hasRole(user ?? null, 'order-manager') || hasRole(user ?? null, 'warehouse')

/** The stock reports in the admin's navigation, under the collections: for admins, order managers and the warehouse. */
export function StockNavLink({ user }: { user?: PayloadRequest['user'] }) {
  if (!readsStockReports(user)) return null
  return (
    <a className="nav__link" href="/admin/stock" id="nav-stock">
      <span className="nav__link-label">Stock</span>
    </a>
  )
}
