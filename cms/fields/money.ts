import type { NumberField } from 'payload'

import { formatPaise } from '../contract/money'

/**
 * Money is stored as integer paise (₹1 = 100 paise) so no float sum ever happens on the server; staff read and type
 * rupees. The conversion lives here, shared by the admin component (cms/admin/MoneyField) and the server validation.
 */

export const RUPEES_HINT = 'In rupees, e.g. 2350 or 2,350.50'
export const RUPEES_ERROR = 'Enter an amount in rupees with up to two decimals, e.g. 2350 or 2,350.50'
const MAX_PAISE = 1e12

/**
 * Rupees typed by staff → paise. Accepts "2350", "2,350.50", "₹ 2,35,000", ".5"; commas only as international
 * or Indian digit-group separators. `null` for empty text, `undefined` for text that is not an amount.
 */
export function rupeesTextToPaise(text: string): number | null | undefined {
  const cleaned = text.trim().replace(/^₹\s*/, '')
  if (cleaned === '') return null
  if (!/^(\d+|\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})?(\.\d{0,2})?$/.test(cleaned) || cleaned === '.') return undefined
  const [whole = '', fraction = ''] = cleaned.replaceAll(',', '').split('.')
  const paise = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'))
  return paise <= MAX_PAISE ? paise : undefined
}

const plainRupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })

/** Paise → the text an input shows: "2350.00" (no grouping, so it reads back exactly). */
export function paiseToRupeesText(paise: number | null | undefined): string {
  return typeof paise === 'number' ? plainRupees.format(paise / 100) : ''
}

/** Paise → "₹2,350.00" as staff read amounts in lists and summaries; "—" for none. */
export function staffAmount(paise: number | null | undefined): string {
  return typeof paise === 'number' ? formatPaise(paise, { symbol: '₹' }) : '—'
}

/** Server-side check of the stored value: a whole number of paise, 0 or more. */
export function validPaise(value: unknown, required = false): true | string {
  if (value === null || value === undefined) return required ? 'Required' : true
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PAISE ? true : RUPEES_ERROR
}

/** A money field: integer paise in the database and the API, rupees in the admin (input and list cell). */
export function paiseField(name: string, label: string, overrides: Partial<NumberField> = {}): NumberField {
  const { admin, ...rest } = overrides
  return {
    name,
    label,
    type: 'number',
    min: 0,
    validate: (value: number | null | undefined) => validPaise(value, Boolean(overrides.required)),
    ...rest,
    admin: {
      description: admin?.readOnly ? undefined : RUPEES_HINT,
      ...admin,
      components: { Field: '/admin/MoneyField#MoneyField', Cell: '/admin/MoneyCell#MoneyCell', ...admin?.components },
    },
  } as NumberField
}
