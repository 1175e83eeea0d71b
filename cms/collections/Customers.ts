import type { CollectionConfig } from 'payload'

import { adminsOnly, nobodyField, orderManagers, selfOrOrderManagers, staffField } from '../access'
import { customerListColumns } from '../fields/customer-list-columns'
import { gstinProblem } from '../contract/gstin'
import { businessField } from '../fields/business'
import { creditField } from '../fields/credit'
import { minimumShelfLifeField } from '../fields/shelf-life'
import { keepPasswordsFromStaff } from '../hooks/keep-passwords-from-staff'
import { normaliseGstin } from '../hooks/normalise-gstin'
import { usernameFromPhone } from '../hooks/username-from-phone'
import { invalidatesCache } from '../services/for-collections'

/**
 * Buyers. A separate auth collection from staff, so a customer's token never opens the admin. A customer signs in
 * with their phone number: the username is the E.164 number made from country code and phone.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'phone', 'email', 'gstin', 'orderCount', 'lastOrder'],
    listSearchableFields: ['name', 'email', 'username'],
    group: 'Shop',
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: true, requireUsername: true },
    tokenExpiration: 7 * 24 * 60 * 60,
    // Failed logins lock an account per client address in the shop API (services/auth/lockout), not for everyone.
    maxLoginAttempts: 0,
  },
  access: {
    admin: () => false,
    read: selfOrOrderManagers,
    create: orderManagers,
    // Order managers verify business accounts (fields of their own are guarded field by field).
    update: orderManagers,
    delete: adminsOnly,
    unlock: orderManagers,
  },
  hooks: {
    beforeOperation: [keepPasswordsFromStaff],
    beforeValidate: [usernameFromPhone, normaliseGstin],
    // Signed-in reads hold the account a bearer token stands for (endpoints/fast-path/bearer): an edit drops it everywhere.
    ...invalidatesCache(['customers']),
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'countryCode',
          type: 'text',
          required: true,
          admin: { description: 'Dial code, e.g. +91' },
          validate: (value: unknown) =>
            typeof value === 'string' && /^\+[1-9][0-9]{0,3}(-[0-9]{1,4})?$/.test(value) ? true : 'A dial code such as +91',
        },
        {
          name: 'phoneNumber',
          type: 'text',
          required: true,
          validate: (value: unknown) => (typeof value === 'string' && /^[0-9]{7,15}$/.test(value) ? true : 'Enter a valid phone number'),
        },
      ],
    },
    {
      name: 'gstin',
      label: 'GSTIN',
      type: 'text',
      validate: (value: unknown) => (value === null || value === undefined || value === '' ? true : (gstinProblem(String(value)) ?? true)),
    },
    {
      // Payload's own password, declared only so that the admin follows an access rule for it: nobody changes a buyer's
      // password through Payload (hooks/keepPasswordsFromStaff refuses staff), so the admin shows staff no "Change
      // Password" button on a customer. Virtual: the password is still only ever stored as Payload's hash.
      name: 'password',
      type: 'text',
      virtual: true,
      hidden: true,
      access: { read: nobodyField, update: nobodyField },
    },
    {
      name: 'staffNotes',
      type: 'textarea',
      access: { read: staffField, create: staffField, update: staffField },
    },
    businessField,
    creditField,
    minimumShelfLifeField,
    // Customer groups (trade terms): read-only here, edited on the group.
    { name: 'customerGroups', type: 'ui', admin: { components: { Field: '/admin/customers/CustomerGroupsField#CustomerGroupsField' } } },
    ...customerListColumns,
  ],
}
