import { describe, expect, it } from 'vitest'

import { parsePastedText, parseRows, QUANTITY_INVALID, QUANTITY_MISSING } from './parse-lines'

describe('parsePastedText', () => {
  it('reads code and quantity separated by a tab, a comma, a semicolon or spaces, skipping blank lines', () => {
    const lines = parsePastedText('NS 3501\t12\n\n  ns-3502, 36 \r\nNS3503;4\nNS 3504   2\nNS 3505 - 2-0, 26mm, 5')
    expect(lines.map(({ lineNo, code, quantity }) => [lineNo, code, quantity])).toEqual([
      [1, 'NS 3501', 12],
      [3, 'ns-3502', 36],
      [4, 'NS3503', 4],
      [5, 'NS 3504', 2],
      [6, 'NS 3505 - 2-0, 26mm', 5],
    ])
  })

  it('flags a missing or unusable quantity on its line', () => {
    const lines = parsePastedText('NS3501\nNS3502 0\nNS3503 1.5\nNS3504 ten\nNS3505 10001')
    expect(lines.map((line) => [line.code, line.quantity, line.quantityError])).toEqual([
      ['NS3501', null, QUANTITY_MISSING],
      ['NS3502', null, QUANTITY_INVALID],
      ['NS3503', null, QUANTITY_INVALID],
      ['NS3504', null, QUANTITY_INVALID],
      ['NS3505', null, QUANTITY_INVALID],
    ])
  })

  it('keeps the whole line of a space-separated line ending in digits, which may be a code without a quantity', () => {
    const [spaced, tabbed] = parsePastedText('NS 3501\nNS\t3501')
    expect(spaced).toMatchObject({ code: 'NS', quantity: 3501, wholeLine: 'NS 3501' })
    expect(tabbed.wholeLine).toBeNull()
  })
})

describe('parseRows', () => {
  it('reads the code and quantity columns a header row names', () => {
    const lines = parseRows([
      ['Description', 'Catalogue Code', 'Qty'],
      ['Nylon', 'NS 3501', 12],
      [null, null, null],
      ['Silk', 'NS 3502', '3'],
    ])
    expect(lines.map(({ lineNo, code, quantity }) => [lineNo, code, quantity])).toEqual([
      [2, 'NS 3501', 12],
      [4, 'NS 3502', 3],
    ])
  })

  it('reads the first two columns when there is no header', () => {
    const lines = parseRows([
      ['NS 3501', '12'],
      ['NS 3502', ''],
    ])
    expect(lines.map((line) => [line.code, line.quantity, line.quantityError])).toEqual([
      ['NS 3501', 12, null],
      ['NS 3502', null, QUANTITY_MISSING],
    ])
  })
})
