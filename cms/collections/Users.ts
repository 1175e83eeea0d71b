import type { CollectionConfig } from 'payload'

import { adminsField, adminsOnly, adminsOrSelf, staffAdminPanel, STAFF_ROLE_LABELS, STAFF_ROLES } from '../access'
import { env } from '../env'
import { withAuditTrail } from '../hooks/with-audit-trail'
import { authCookies } from '../lib/auth-cookies'
import { staffAudit } from '../lib/audit/specs'

/** Staff accounts: the only collection that can open the admin panel. */
export const Users: CollectionConfig = withAuditTrail(staffAudit, {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Settings' },
  // Failed logins lock an account per client address at the REST gate (endpoints/rest/staff-login), not for everyone.
  auth: { tokenExpiration: 8 * 60 * 60, maxLoginAttempts: 0, cookies: authCookies(env().publicUrl) },
  access: {
    admin: staffAdminPanel,
    read: adminsOrSelf,
    create: adminsOnly,
    update: adminsOrSelf,
    delete: adminsOnly,
    unlock: adminsOnly,
  },
  fields: [
    {
      // Sent with a change of one's own email or password, checked before Payload saves (endpoints/rest/credential-change);
      // first, so that it sits under the email and password.
      name: 'currentPassword',
      label: 'Current password',
      type: 'text',
      virtual: true,
      admin: {
        description: 'Needed to change your own email or password.',
        condition: (data, _siblingData, { user }) => Boolean(user && data?.id && String(user.id) === String(data.id)),
        components: { Field: '/admin/CurrentPasswordField#CurrentPasswordField' },
      },
    },
    { name: 'name', type: 'text', required: true },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      saveToJWT: true,
      defaultValue: ['catalogue-editor'],
      options: STAFF_ROLES.map((role) => ({ label: STAFF_ROLE_LABELS[role], value: role })),
      access: { update: adminsField, create: adminsField },
    },
  ],
})
