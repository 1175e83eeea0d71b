import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { GSTIN_CHECK_MESSAGE, GSTIN_FORMAT_MESSAGE, gstinCheckCharacter, gstinProblem, isValidGstin, optionalGstinSchema } from './gstin'
import { registerRequestSchema } from './account'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

describe('GSTIN check', () => {
  it.each(['27AAPFU0939F1ZV', '06AABCU9603R1ZR', '29aagcb7383j1z4'])('accepts %s', (gstin) => expect(isValidGstin(gstin)).toBe(true))

  it.each([
    ['06AABCU9603R1ZM', GSTIN_CHECK_MESSAGE],
    ['27AAPFU0939F1ZW', GSTIN_CHECK_MESSAGE],
    ['06AABCU9603R1Z', GSTIN_FORMAT_MESSAGE],
    ['06AABCU9603R1XM', GSTIN_FORMAT_MESSAGE],
    ['AAABCU9603R1ZM0', GSTIN_FORMAT_MESSAGE],
    ['', GSTIN_FORMAT_MESSAGE],
  ])('refuses %s: %s', (gstin, message) => expect(gstinProblem(gstin)).toBe(message))

  const first14 = fc
    .tuple(
      fc.integer({ min: 1, max: 38 }),
      fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 5, maxLength: 5 }),
      fc.integer({ min: 0, max: 9999 }),
      fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    )
    .map(
      ([state, pan, digits, letter, entity]) =>
        `${String(state).padStart(2, '0')}${pan}${String(digits).padStart(4, '0')}${letter}${entity}Z`,
    )

  it('exactly one check character completes any well-formed first fourteen', () => {
    fc.assert(
      fc.property(first14, (start) => {
        const valid = [...ALPHABET].filter((check) => isValidGstin(start + check))
        expect(valid).toEqual([gstinCheckCharacter(start)])
      }),
    )
  })

  it('catches any single mistyped character among the first fourteen', () => {
    fc.assert(
      fc.property(first14, fc.integer({ min: 0, max: 13 }), fc.constantFrom(...ALPHABET), (start, position, replacement) => {
        fc.pre(start[position] !== replacement)
        const typo = start.slice(0, position) + replacement + start.slice(position + 1)
        expect(gstinCheckCharacter(typo)).not.toBe(gstinCheckCharacter(start))
      }),
    )
  })
})

describe('GSTIN fields of forms and requests', () => {
  it('turns blank into null and upper-cases a valid one', () => {
    expect(optionalGstinSchema.parse('  ')).toBeNull()
    expect(optionalGstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV')
  })

  it('gives sign-up a field error on the GST field for a wrong check character', () => {
    const result = registerRequestSchema.safeParse({
      name: 'A',
      email: 'a@example.com',
      password: 'secret1',
      phoneNumber: '9876543210',
      countryCode: '+91',
      GST: '27AAPFU0939F1ZW',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['GST'], message: GSTIN_CHECK_MESSAGE })])
  })
})
