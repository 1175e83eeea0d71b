import type { RelationshipField } from 'payload'

import { orderManagersField } from '../access'

/** The customer a document belongs to. Only staff can change it; customers get themselves (see assignOwner). */
export const ownerField: RelationshipField = {
  name: 'customer',
  type: 'relationship',
  relationTo: 'customers',
  required: true,
  index: true,
  access: { update: orderManagersField },
  admin: { position: 'sidebar' },
}
