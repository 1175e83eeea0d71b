import type { NumberField } from 'payload'

/** An amount of money stored as integer paise (₹1 = 100 paise): no float sums anywhere on the server. */
export function paiseField(name: string, label: string, overrides: Partial<NumberField> = {}): NumberField {
  return {
    name,
    label: `${label} (paise)`,
    type: 'number',
    min: 0,
    admin: { description: 'In paise: 12500 is ₹125.00.', step: 1 },
    validate: (value: number | null | undefined) => {
      if (value === null || value === undefined) return overrides.required ? 'Required' : true
      return Number.isInteger(value) && value >= 0 ? true : 'A whole number of paise, 0 or more'
    },
    ...overrides,
  } as NumberField
}
