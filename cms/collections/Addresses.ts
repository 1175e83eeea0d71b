import type { CollectionConfig } from 'payload'

import { ADDRESS_TYPES } from '../contract'
import { customersOrOrderManagers, ownerOrOrderManagers } from '../access'
import { ownerField } from '../fields/owner'
import { assignOwner } from '../hooks/assign-owner'
import { PINCODE_PATTERN } from '../lib/validators'

export const Addresses: CollectionConfig = {
  slug: 'addresses',
  admin: { useAsTitle: 'doorNo', defaultColumns: ['customer', 'type', 'city', 'pincode'], group: 'Shop' },
  access: {
    read: ownerOrOrderManagers,
    create: customersOrOrderManagers,
    update: ownerOrOrderManagers,
    delete: ownerOrOrderManagers,
  },
  hooks: { beforeValidate: [assignOwner] },
  fields: [
    ownerField,
    { name: 'type', type: 'select', required: true, options: [...ADDRESS_TYPES], defaultValue: 'Personal' },
    { name: 'doorNo', label: 'Door No', type: 'text', required: true },
    { name: 'streetName', type: 'text', required: true },
    { name: 'landMark', label: 'Landmark', type: 'text' },
    { name: 'city', type: 'text', required: true },
    { name: 'state', type: 'text', required: true },
    {
      name: 'pincode',
      type: 'text',
      required: true,
      validate: (value: unknown) => (typeof value === 'string' && PINCODE_PATTERN.test(value) ? true : 'Invalid pincode format'),
    },
  ],
}
