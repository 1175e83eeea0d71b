import type { Field, PayloadRequest } from 'payload'

import { HSN_PATTERN } from '../tax/hsn'

export const hsnCodeField: Field = {
  name: 'hsnCode',
  label: 'HSN code',
  type: 'text',
  admin: { position: 'sidebar', description: '4, 6 or 8 digits; printed on GST invoices' },
  hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.replace(/[\s.]/g, '') || null : value)] },
  validate: (value: unknown) =>
    value === null || value === undefined || (typeof value === 'string' && HSN_PATTERN.test(value))
      ? true
      : 'An HSN code has 4, 6 or 8 digits',
}

/**
 * The product's GST rate in percent, one of the rates staff keep under Settings → GST rates (checked on save), so a
 * new rate needs no code change.
 */
export const gstRateField: Field = {
  name: 'gstRate',
  label: 'GST rate (%)',
  type: 'text',
  defaultValue: '12',
  admin: { position: 'sidebar', description: 'One of the rates under Settings → GST rates, e.g. 5' },
  hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().replace(/\s*%$/, '') : value)] },
  validate: async (value: unknown, { req }: { req: PayloadRequest }) => {
    if (value === null || value === undefined || value === '') return true
    const rate = Number(value)
    if (!Number.isFinite(rate)) return 'Enter the GST rate as a number, e.g. 5'
    const known = await req.payload.count({ collection: 'gst-rates', where: { rate: { equals: rate } }, req })
    return known.totalDocs > 0 ? true : `${rate} % is not one of the rates under Settings → GST rates`
  },
}
