import { describe, expect, it } from 'vitest'

import { GSTIN_CHECK_MESSAGE, GSTIN_FORMAT_MESSAGE, gstinCheckCharacter, isValidGstin, optionalGstinSchema } from './gstin'

describe('GSTIN', () => {
  it('accepts GSTINs whose check character is right, in any case', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '27aapfu0939f1zv']) expect(isValidGstin(gstin)).toBe(true)
  })

  it('refuses a wrong check character, a wrong shape or length', () => {
    for (const gstin of ['27AAPFU0939F1ZA', '27AAPFU0939F1Z', '2XAAPFU0939F1ZV']) expect(isValidGstin(gstin)).toBe(false)
  })

  it('computes the check character from the first 14 characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V')
  })

  it('reads an optional field: blank is null, lower case is uppercased, a bad one says why', () => {
    expect(optionalGstinSchema.parse(undefined)).toBeNull()
    expect(optionalGstinSchema.parse('  ')).toBeNull()
    expect(optionalGstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV')
    expect(optionalGstinSchema.safeParse('27AAPFU0939F1ZA').error?.issues[0].message).toBe(GSTIN_CHECK_MESSAGE)
    expect(optionalGstinSchema.safeParse('27AAPFU0939').error?.issues[0].message).toBe(GSTIN_FORMAT_MESSAGE)
  })
})
