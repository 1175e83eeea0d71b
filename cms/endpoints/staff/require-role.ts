import type { PayloadRequest } from 'payload'

import { hasRole, isStaff, type StaffRole } from '../../access/roles'
import { forbidden, unauthorized } from '../http'

/** The signed-in staff member holding `role` (admins hold every role): 401 when nobody is signed in, else 403. */
export function requireRole(req: PayloadRequest, role: StaffRole): NonNullable<PayloadRequest['user']> {
  if (!req.user) throw unauthorized()
  if (!isStaff(req.user) || !hasRole(req.user, role)) throw forbidden()
  return req.user
}
