import type { Access, CollectionConfig, FieldAccess, PayloadRequest, Where } from 'payload'

import { hasRole, isCustomer, isStaff } from './roles'

export { hasRole, STAFF_ROLE_LABELS, STAFF_ROLES } from './roles'

export const anyone: Access = () => true
export const nobody: Access = () => false

/**
 * Orders are made by checkout only (the shop API writes them with the server's prices): no role creates one through
 * Payload's REST API or the admin.
 */
export const createdByCheckoutOnly: Access = () => false

export const staffOnly: Access = ({ req }) => isStaff(req.user)
/** Staff accounts: admins every one, other staff their own. */
export const adminsOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  return isStaff(req.user) ? { id: { equals: req.user!.id } } : false
}
/** Who may open the admin panel: staff only (customers are a separate auth collection). */
export const staffAdminPanel = ({ req }: { req: PayloadRequest }): boolean => isStaff(req.user)
export const adminsOnly: Access = ({ req }) => hasRole(req.user, 'admin')
export const catalogueEditors: Access = ({ req }) => hasRole(req.user, 'catalogue-editor')
export const orderManagers: Access = ({ req }) => hasRole(req.user, 'order-manager')
/** Stock: receipts, adjustments and the balances and movements behind them (docs/decisions, stock ledger). */
export const warehouseStaff: Access = ({ req }) => hasRole(req.user, 'warehouse')

const published: Where = { _status: { equals: 'published' } }

/** Catalogue and blog: editors see drafts, everyone else only what is published. */
export const publishedOrCatalogueEditors: Access = ({ req }) => (hasRole(req.user, 'catalogue-editor') ? true : published)

/** A customer's own account document; admins and order managers see every customer. */
export const selfOrOrderManagers: Access = ({ req }) => {
  if (hasRole(req.user, 'order-manager')) return true
  if (isCustomer(req.user)) return { id: { equals: req.user!.id } }
  return false
}

/** Documents with a `customer` owner: the owner, or order managers. */
export const ownerOrOrderManagers: Access = ({ req }) => {
  if (hasRole(req.user, 'order-manager')) return true
  if (isCustomer(req.user)) return { customer: { equals: req.user!.id } }
  return false
}

/** Orders: the buyer their own, order managers and the warehouse (which ships them) every one. */
export const ownerOrOrderStaff: Access = (args) => hasRole(args.req.user, 'warehouse') || ownerOrOrderManagers(args)

/**
 * Changing an order: order managers any change the order's rules allow; the warehouse only ships (the move to SHIPPED
 * and its shipment details). Asked without data (the admin asking what the user may do), the warehouse may update.
 */
export const orderManagersOrShipping: Access = ({ req, data }) => {
  if (hasRole(req.user, 'order-manager')) return true
  if (!hasRole(req.user, 'warehouse')) return false
  const status = (data as { status?: unknown } | undefined)?.status
  return status === undefined || status === 'SHIPPED'
}

/** Documents a customer owns but only order managers write (orders, quotes); only admins delete them. */
export const ownedManagedByOrderManagers = {
  read: ownerOrOrderManagers,
  create: orderManagers,
  update: orderManagers,
  delete: adminsOnly,
} satisfies CollectionConfig['access']

/** Creating an owned document: any signed-in customer (the owner is forced to themself by a hook) or order managers. */
export const customersOrOrderManagers: Access = ({ req }) => isCustomer(req.user) || hasRole(req.user, 'order-manager')

/** Staff with a role that lets them touch customers' documents. */
export const orderManagersField: FieldAccess = ({ req }) => hasRole(req.user, 'order-manager')
/** An order's status and shipment: order managers, and the warehouse that ships (orderManagersOrShipping limits it). */
export const orderManagersOrWarehouseField: FieldAccess = ({ req }) => hasRole(req.user, 'order-manager') || hasRole(req.user, 'warehouse')
export const nobodyField: FieldAccess = () => false
export const staffField: FieldAccess = ({ req }) => isStaff(req.user)
export const adminsField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
