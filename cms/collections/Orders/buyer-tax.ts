import type { Field } from 'payload'

/**
 * The buyer's GST registration, purchase order, company cost centre and ship-to location as given at checkout (or
 * taken from the profile), snapshotted.
 */
export const buyerTaxFields: Field = {
  type: 'collapsible',
  label: 'Buyer GST and purchase order',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'gstin', label: 'GSTIN', type: 'text', admin: { readOnly: true } },
        { name: 'businessName', label: 'Business name', type: 'text', admin: { readOnly: true } },
        { name: 'poNumber', label: 'PO number', type: 'text', maxLength: 35, admin: { readOnly: true } },
        { name: 'costCentre', label: 'Cost centre', type: 'text', maxLength: 60, admin: { readOnly: true } },
      ],
    },
    {
      name: 'locationName',
      label: 'Company location',
      type: 'text',
      maxLength: 150,
      admin: { readOnly: true, description: "The buyer's company location the order ships to; its GSTIN is the order's." },
    },
  ],
}
