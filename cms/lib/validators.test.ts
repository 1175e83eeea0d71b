import { describe, expect, it } from 'vitest'

import { isValidPincode, toE164 } from './validators'

describe('pincode', () => {
  it.each(['110001', '560034', '122001'])('accepts %s', (pin) => expect(isValidPincode(pin)).toBe(true))
  it.each(['012345', '12345', '1234567', '12a456', '', 123456])('refuses %s', (pin) => expect(isValidPincode(pin)).toBe(false))
})

describe('E.164 username', () => {
  it('joins the dial code and the phone number', () => {
    expect(toE164('+91', '98765 43210')).toBe('+919876543210')
    expect(toE164('+1-684', '6331234')).toBe('+16846331234')
  })
})
