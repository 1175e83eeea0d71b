import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { gtinCheckDigit, gtinProblem, normaliseGtin, parseGs1 } from './gs1'

const GS = '\x1d'
/** Scans are read as of this day: two-digit years fall in 1977–2076. */
const today = new Date('2026-11-28T00:00:00Z')
const parse = (input: string) => parseGs1(input, today)

describe('GTIN check digit', () => {
  it.each(['09506000134352', '4006381333931', '5012345678900', '036000291452', '96385074'])('accepts %s', (gtin) => {
    expect(gtinProblem(gtin)).toBeNull()
  })

  it('refuses a wrong check digit and names the right one', () => {
    expect(gtinProblem('09506000134353')).toBe(
      'The GTIN 09506000134353 has a wrong check digit (its last digit should be 2): the barcode was misread or the number mistyped',
    )
  })

  it.each(['09506000134', '095060001343521', '0950600O134352', ''])('refuses %s as not a GTIN', (value) => {
    expect(gtinProblem(value)).toMatch(/is not a GTIN: a GTIN has 8, 12, 13 or 14 digits/)
  })

  it('keeps GTINs as 14 digits', () => {
    expect(normaliseGtin(' 4006381333931 ')).toBe('04006381333931')
    expect(normaliseGtin('4006381333932')).toBeNull()
  })

  it('exactly one last digit completes any thirteen digits, and changing any one digit is caught', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 13, maxLength: 13 }), fc.nat(12), (body, at) => {
        const valid = [...'0123456789'].filter((digit) => gtinProblem(body + digit) === null)
        expect(valid).toEqual([gtinCheckDigit(body)])
        const gtin = body + gtinCheckDigit(body)
        const changed = gtin.slice(0, at) + String((Number(gtin[at]) + 1) % 10) + gtin.slice(at + 1)
        expect(gtinProblem(changed)).not.toBeNull()
      }),
    )
  })
})

describe('GS1 scans', () => {
  it('reads GTIN, expiry, lot with the group separator, lot last', () => {
    expect(parse(`]d2010950600013435217270331${GS}10NS2409-118`)).toEqual({
      gtin: '09506000134352',
      expiry: '2027-03',
      lot: 'NS2409-118',
    })
  })

  it('reads a lot in the middle, ended by the group separator, then the manufacturing date and quantity', () => {
    expect(parse(`]C1010950600013435210A24/118${GS}11240915172909003012`)).toEqual({
      gtin: '09506000134352',
      lot: 'A24/118',
      manufactured: '2024-09-15',
      expiry: '2029-09',
      quantity: 12,
    })
  })

  it('reads a string without any group separator when the variable fields come last', () => {
    expect(parse('01095060001343521727120010LOT7')).toEqual({ gtin: '09506000134352', expiry: '2027-12', lot: 'LOT7' })
  })

  it('takes day 00 of an expiry as the month', () => {
    expect(parse('0109506000134352172802001012')).toMatchObject({ expiry: '2028-02', lot: '12' })
    expect(parse('011095060001343611240900')).toEqual({ gtin: '10950600013436', manufactured: '2024-09' })
  })

  it('puts two-digit years in the window GS1 sets around today', () => {
    expect(parse('010950600013435217761231')).toMatchObject({ expiry: '2076-12' })
    expect(parse('010950600013435217771231')).toMatchObject({ expiry: '1977-12' })
  })

  it('reads the printed form with brackets, with or without spaces', () => {
    expect(parse('(01)09506000134352(17)270300(10)NS2409-118(30)5')).toEqual({
      gtin: '09506000134352',
      expiry: '2027-03',
      lot: 'NS2409-118',
      quantity: 5,
    })
    expect(parse('(01) 09506000134352 (10) B12 (17) 270331')).toMatchObject({ lot: 'B12', expiry: '2027-03' })
  })

  it.each([
    ['<GS>', '<GS>'],
    ['escaped text', '\\x1d'],
    ['caret notation', '^]'],
    ['{GS}', '{GS}'],
    ['[GS]', '[GS]'],
    ['<FNC1>', '<FNC1>'],
    ['control picture', '\u241d'],
  ])('takes the separator as %s from a keyboard scanner', (_, separator) => {
    expect(parse(`]d2010950600013435210LOT-A1${separator}17270331${separator}3720`)).toEqual({
      gtin: '09506000134352',
      lot: 'LOT-A1',
      expiry: '2027-03',
      quantity: 20,
    })
  })

  it('ignores a leading FNC1, trailing Enter and fields it does not keep (serial number)', () => {
    expect(parse(`${GS}01095060001343522112345678${GS}10L1\r\n`)).toEqual({ gtin: '09506000134352', lot: 'L1' })
  })

  it('takes the contained GTIN and count of a case label (02 with 37)', () => {
    expect(parse(`0209506000134352172703003748${GS}10L9`)).toEqual({ gtin: '09506000134352', expiry: '2027-03', quantity: 48, lot: 'L9' })
  })

  it('reads a plain EAN-13 or ITF-14 as the GTIN alone', () => {
    expect(parse('4006381333931')).toEqual({ gtin: '04006381333931' })
    expect(parse(']E04006381333931')).toEqual({ gtin: '04006381333931' })
    expect(parse(']I110950600013436')).toEqual({ gtin: '10950600013436' })
  })

  it('refuses a space inside a lot, which a GS1 code cannot hold', () => {
    expect(parse('(01)09506000134352(10)B 12')).toEqual({ problems: ['The lot (10) "B 12" has characters a GS1 code cannot hold'] })
  })

  it('refuses a wrong GTIN check digit', () => {
    expect(parse(`]d2010950600013435317270331${GS}10L1`)).toEqual({
      problems: [
        'The GTIN 09506000134353 has a wrong check digit (its last digit should be 2): the barcode was misread or the number mistyped',
      ],
    })
  })

  it.each([
    [
      'an unknown identifier',
      `0109506000134352${GS}9912345`,
      'The barcode has a field (99) the receipt does not know: type this line by hand',
    ],
    [
      'an unknown identifier in brackets',
      '(01)09506000134352(98)X',
      'The barcode has a field (98) the receipt does not know: type this line by hand',
    ],
    ['no GTIN', '10LOT1', 'The barcode has no GTIN (01): scan the code that names the product'],
    ['a month 13', '010950600013435217271300', 'The expiry date 271300 (YYMMDD) is not a real date'],
    ['30 February', '010950600013435217270230', 'The expiry date 270230 (YYMMDD) is not a real date'],
    ['a cut-short GTIN', ']d201095060001343', 'The GTIN (01) must have 14 digits, the scan gave "095060001343"'],
    ['a quantity of 0', '0109506000134352300', 'The quantity (30) is 0: a receipt needs at least 1'],
    ['an empty lot', `0109506000134352${GS}10${GS}17270331`, 'The lot (10) is empty'],
    ['a non-GS1 barcode', ']C0ABC123', 'This barcode is not a GS1 code (the scanner announced "]C0"): scan the GS1 code on the box'],
    ['nothing', '  \r\n', 'Nothing was scanned'],
  ])('refuses %s', (_, input, message) => {
    expect(parse(input)).toEqual({ problems: [message] })
  })

  it('says the scanner may be dropping separators when a lot runs over its 20 characters', () => {
    const result = parse('010950600013435210LOT2024091517270331300000000012')
    expect(result).toEqual({ problems: [expect.stringContaining('the scanner may be leaving out the group separator (FNC1)')] })
  })

  it('refuses the same field twice with different values', () => {
    expect(parse(`010950600013435210A${GS}10B`)).toEqual({ problems: ['The barcode gives the lot (10) twice, differently'] })
  })
})
