import { describe, expect, it } from 'vitest'

import { isValidGstin, isValidPincode, toE164 } from './validators'

describe('pincode', () => {
  it.each(['110001', '560034', '122001'])('accepts %s', (pin) => expect(isValidPincode(pin)).toBe(true))
  it.each(['012345', '12345', '1234567', '12a456', '', 123456])('refuses %s', (pin) => expect(isValidPincode(pin)).toBe(false))
})

describe('GSTIN', () => {
  it.each(['06AABCU9603R1ZM', '27AAPFU0939F1ZV', '06aabcu9603r1zm'])('accepts %s', (gstin) => expect(isValidGstin(gstin)).toBe(true))
  it.each(['06AABCU9603R1Z', '06AABCU9603R1XM', 'AAABCU9603R1ZM0', '06AABC9603R1ZMM', ''])('refuses %s', (gstin) =>
    expect(isValidGstin(gstin)).toBe(false),
  )
})

describe('E.164 username', () => {
  it('joins the dial code and the phone number', () => {
    expect(toE164('+91', '98765 43210')).toBe('+919876543210')
    expect(toE164('+1-684', '6331234')).toBe('+16846331234')
  })
})
