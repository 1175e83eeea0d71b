import type { Field } from 'payload'

import { DEVICE_CLASSES, STERILISATION_METHODS } from '../contract/compliance'

type ComplianceSiblings = { sterile?: boolean | null }

/**
 * A product's regulatory data (docs/decisions/032), on its own tab-like group: what hospitals and tenders ask for,
 * shown on the product page under "Regulatory information", in the product answer and in its structured data.
 */
export const complianceField: Field = {
  name: 'compliance',
  label: 'Regulatory information',
  type: 'group',
  admin: { description: 'Shown on the product page with the documents below for download.' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'licenceNumber',
          label: 'Manufacturing licence number',
          type: 'text',
          maxLength: 60,
          admin: { description: 'As on the licence, e.g. MFG/MD/2021/000154' },
        },
        {
          name: 'deviceClass',
          label: 'Device class',
          type: 'select',
          options: DEVICE_CLASSES.map((value) => ({ value, label: `Class ${value}` })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'sterile', type: 'checkbox', defaultValue: false },
        {
          name: 'sterilisationMethod',
          label: 'Sterilisation method',
          type: 'select',
          options: STERILISATION_METHODS.map(({ value, label }) => ({ value, label })),
          admin: { condition: (_data, siblingData: ComplianceSiblings) => Boolean(siblingData?.sterile) },
          validate: (value: unknown, { siblingData }: { siblingData: ComplianceSiblings }) =>
            siblingData?.sterile && !value ? 'A sterile product needs its sterilisation method' : true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'shelfLifeMonths',
          label: 'Shelf life (months)',
          type: 'number',
          admin: { step: 1 },
          validate: (value: unknown) =>
            value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 240)
              ? true
              : 'Shelf life is a whole number of months from 1 to 240',
        },
        { name: 'storageConditions', label: 'Storage conditions', type: 'text', maxLength: 300 },
      ],
    },
    {
      name: 'documents',
      label: 'Documents (IFU, certificates)',
      type: 'upload',
      relationTo: 'product-documents',
      hasMany: true,
      maxRows: 20,
    },
  ],
}
