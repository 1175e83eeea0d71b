import type { RelationshipField } from 'payload'

import { orderManagersField } from '../access'

const owner = {
  name: 'customer',
  type: 'relationship',
  relationTo: 'customers',
  required: true,
  index: true,
  access: { update: orderManagersField },
} as const

/** The customer a document belongs to. Only staff can change it; customers get themselves (see assignOwner). */
export const ownerField: RelationshipField = { ...owner, admin: { position: 'sidebar' } }

/** The customer a buyer's request belongs to, shown in the admin but never changed there (a return keeps its buyer). */
export const requestOwnerField: RelationshipField = { ...owner, admin: { position: 'sidebar', readOnly: true } }
