import { describe, expect, it } from 'vitest'

import { gstinCheckCharacter, isValidGstin, optionalGstinSchema } from './gstin'

describe('GSTIN', () => {
  it('accepts GSTINs whose check character is right', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']) expect(isValidGstin(gstin)).toBe(true)
  })

  it('refuses a wrong check character, a wrong shape or length', () => {
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false)
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false)
    expect(isValidGstin('2XAAPFU0939F1ZV')).toBe(false)
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false)
  })

  it('computes the check character from the first 14 characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V')
  })

  it('reads an optional field: blank is null, lower case is accepted, a bad one fails', () => {
    expect(optionalGstinSchema.parse(undefined)).toBeNull()
    expect(optionalGstinSchema.parse('  ')).toBeNull()
    expect(optionalGstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV')
    expect(optionalGstinSchema.safeParse('27AAPFU0939F1ZA').success).toBe(false)
  })
})
