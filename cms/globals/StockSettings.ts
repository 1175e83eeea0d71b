import type { Field } from 'payload'

import { DEFAULT_AVAILABILITY_SETTINGS } from '../contract/availability'
import { UNPAID_HOLD_MINUTES } from '../contract/stock'

/** What buyers see of stock: which lots count as available, and when a code reads "Only N left". */
export const availabilitySettingsFields: Field[] = [
  {
    name: 'minimumShelfLifeMonths',
    label: 'Minimum shelf life for available stock (months)',
    type: 'number',
    defaultValue: DEFAULT_AVAILABILITY_SETTINGS.minimumShelfLifeMonths,
    min: 0,
    max: 120,
    admin: { description: 'Only lots with at least this many months left before their expiry count as available to buyers.' },
  },
  {
    name: 'lowStockThreshold',
    label: 'Low stock below',
    type: 'number',
    defaultValue: DEFAULT_AVAILABILITY_SETTINGS.lowStockThreshold,
    min: 0,
    max: 100_000,
    admin: { description: 'Buyers see "Only N left" below this many available units, unless a code sets its own threshold.' },
  },
]

/** How long an online order's stock waits for its payment (services/stock/unpaid-holds.ts). */
export const unpaidHoldField: Field = {
  name: 'releaseUnpaidAfterMinutes',
  label: 'Release unpaid online orders after (minutes)',
  type: 'number',
  defaultValue: UNPAID_HOLD_MINUTES.default,
  min: UNPAID_HOLD_MINUTES.min,
  max: 7 * 24 * 60,
  admin: {
    description:
      'An online order whose payment is not completed within this many minutes gives its reserved stock back. The order stays; if it is paid later, its stock is reserved again.',
  },
}
