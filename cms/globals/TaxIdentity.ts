import type { Field } from 'payload'

import { GST_STATES } from '../contract/gst-states'
import { gstinProblem } from '../contract/gstin'

/** Invoice numbers are `<prefix>/<yy-yy>/<6 digits>`: a 3-character prefix keeps them within GST's 16 characters. */
export const SERIES_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/

const prefix = (name: string, label: string, defaultValue: string): Field => ({
  name,
  label,
  type: 'text',
  defaultValue,
  hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)] },
  validate: (value: unknown) =>
    value === null || value === undefined || (typeof value === 'string' && SERIES_PREFIX_PATTERN.test(value))
      ? true
      : 'One to three letters or digits',
})

/** The seller as GST invoices name it (CGST rule 46). Invoices cannot be issued until it is filled in. */
export const taxIdentityField: Field = {
  name: 'taxIdentity',
  label: 'Tax identity (GST invoices)',
  type: 'group',
  fields: [
    { name: 'legalName', label: 'Legal name', type: 'text' },
    {
      name: 'gstin',
      label: 'GSTIN',
      type: 'text',
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value)] },
      validate: (value: unknown) => (value === null || value === undefined ? true : (gstinProblem(String(value)) ?? true)),
    },
    { name: 'registeredAddress', label: 'Registered address', type: 'textarea' },
    {
      name: 'stateCode',
      label: 'State (GST state code)',
      type: 'select',
      options: GST_STATES.map((state) => ({ label: `${state.code} ${state.name}`, value: state.code })),
    },
    {
      type: 'row',
      fields: [prefix('invoicePrefix', 'Invoice series prefix', 'INV'), prefix('creditNotePrefix', 'Credit-note series prefix', 'CN')],
    },
    { name: 'signatory', label: 'Authorised signatory', type: 'text' },
  ],
}
