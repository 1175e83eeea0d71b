import type { CollectionConfig, Validate } from 'payload'

import { adminsOnly, orderManagers, staffOnly } from '../../access'
import { BUSINESS_TYPE_LABELS, BUSINESS_TYPES } from '../../contract/business'
import { creditField } from '../../fields/credit'
import { paiseField } from '../../fields/money'
import { companyRoleField } from './role-field'
import { PINCODE_PATTERN } from '../../lib/validators'
import { invalidatesCache } from '../../services/for-collections'
import { claimMemberships } from './hooks/claim-memberships'
import { releaseAllMembers, releaseRemovedMembers } from './hooks/release-memberships'
import { locationGstinProblem, memberLocationsProblem, membersProblem, panProblem, stateProblem } from './validate'

const upperCased = ({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value)

const validateLocationGstin: Validate = (value, { siblingData }) =>
  locationGstinProblem(value, (siblingData as { state?: unknown }).state) ?? true

const validateMemberLocations: Validate = (value, { data }) =>
  memberLocationsProblem(value, (data as { locations?: unknown }).locations) ?? true

const pricesFollowMembers = invalidatesCache(['companies'])

/**
 * A hospital or distributor buying as one: members with roles, ship-to locations each with its own GSTIN, and the
 * rules its orders follow (docs/decisions/067-companies.md). Staff data: customers read their own company through the
 * shop API (`GET /api/shop/company`), never here.
 */
export const Companies: CollectionConfig = {
  slug: 'companies',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'type', 'pan', 'updatedAt'], group: 'Shop' },
  access: { read: staffOnly, create: orderManagers, update: orderManagers, delete: adminsOnly },
  hooks: {
    beforeChange: [claimMemberships],
    // Members get the company's price lists: a change of members changes whose prices are whose.
    afterChange: [releaseRemovedMembers, ...pricesFollowMembers.afterChange],
    afterDelete: [releaseAllMembers, ...pricesFollowMembers.afterDelete],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 150 },
        { name: 'type', type: 'select', options: BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] })) },
        {
          name: 'pan',
          label: 'PAN',
          type: 'text',
          hooks: { beforeValidate: [upperCased] },
          validate: (value: unknown) => panProblem(value) ?? true,
        },
      ],
    },
    {
      name: 'members',
      type: 'array',
      validate: (value: unknown) => membersProblem(value) ?? true,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, maxDepth: 0 },
            companyRoleField,
            { name: 'needsApproval', type: 'checkbox', defaultValue: false },
          ],
        },
        paiseField('monthlyLimit', 'Monthly limit'),
        {
          name: 'locations',
          type: 'text',
          hasMany: true,
          admin: { description: "Ids of this company's locations the member orders for; none means every location." },
          validate: validateMemberLocations,
        },
      ],
    },
    {
      name: 'locations',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, maxLength: 150 },
            {
              name: 'gstin',
              label: 'GSTIN',
              type: 'text',
              required: true,
              hooks: { beforeValidate: [upperCased] },
              validate: validateLocationGstin,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'doorNo', label: 'Door No', type: 'text', required: true },
            { name: 'streetName', type: 'text', required: true },
            { name: 'landMark', label: 'Landmark', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text', required: true },
            { name: 'state', type: 'text', required: true, validate: (value: unknown) => stateProblem(value) ?? true },
            {
              name: 'pincode',
              type: 'text',
              required: true,
              validate: (value: unknown) => (typeof value === 'string' && PINCODE_PATTERN.test(value) ? true : 'Invalid pincode format'),
            },
          ],
        },
      ],
    },
    {
      name: 'approval',
      type: 'group',
      admin: { description: 'Orders that go to an approver before they are placed.' },
      fields: [
        {
          type: 'row',
          fields: [
            paiseField('above', 'Orders above'),
            { name: 'offContract', label: 'Codes not on the price lists', type: 'checkbox', defaultValue: false },
          ],
        },
      ],
    },
    { name: 'requirePo', label: 'Require a PO number on every order', type: 'checkbox', defaultValue: false },
    {
      name: 'buyersSeeCompanyOrders',
      label: 'Buyers and approvers see every order of the company, not only their own',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Admins and accounts always see every order, invoice and the statement.' },
    },
    {
      ...creditField,
      admin: {
        description:
          'Shared by every member: orders on account by any member count against one limit and make one statement. Leave the limit empty for no credit.',
      },
    },
    { name: 'costCentres', type: 'text', hasMany: true },
    // The key the members' claims carry (hooks/claim-memberships): set once, when the company is first saved.
    { name: 'membershipKey', type: 'text', unique: true, admin: { hidden: true, readOnly: true }, access: { update: () => false } },
  ],
}
