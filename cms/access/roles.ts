import type { PayloadRequest } from 'payload'

export const STAFF_ROLES = ['admin', 'catalogue-editor', 'order-manager', 'warehouse'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  'catalogue-editor': 'Catalogue editor',
  'order-manager': 'Order manager',
  warehouse: 'Warehouse',
}

type RequestUser = PayloadRequest['user']

/** Staff sign in through the `users` collection; customers through `customers`. */
export function isStaff(user: RequestUser): boolean {
  return Boolean(user && user.collection === 'users')
}

export function isCustomer(user: RequestUser): boolean {
  return Boolean(user && user.collection === 'customers')
}

/** An admin holds every role. */
export function hasRole(user: RequestUser, role: StaffRole): boolean {
  if (!isStaff(user)) return false
  const roles = ((user as { roles?: StaffRole[] | null }).roles ?? []) as StaffRole[]
  return roles.includes('admin') || roles.includes(role)
}
