import type { Field } from 'payload'

/** How long a shipped lot must still be usable: a lot expiring sooner is refused when an order ships. */
export const minimumDaysToExpiryField: Field = {
  name: 'minimumDaysToExpiry',
  label: 'Minimum days to expiry when shipping',
  type: 'number',
  defaultValue: 0,
  min: 0,
  max: 3650,
  admin: {
    description:
      'A lot whose expiry month ends sooner than this many days from today cannot be shipped. 0 refuses only lots already expired.',
  },
}
