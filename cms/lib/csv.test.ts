import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'

import { csvStream, csvText, csvTextInTurns } from './csv'

const rows = [
  ['Name', 'Amount', 'Note'],
  ['Gauze, "sterile"', 12.5, 'two\nlines'],
  ['=HYPERLINK("http://x")', -3, null],
]

describe('the CSV writer', () => {
  it('writes RFC 4180 records ended by CRLF, quoting what needs it', () => {
    expect(
      csvText([
        ['a', 1],
        ['b,c', 2],
      ]),
    ).toBe('a,1\r\n"b,c",2\r\n')
    expect(parse(csvText(rows))).toEqual([
      ['Name', 'Amount', 'Note'],
      ['Gauze, "sterile"', '12.5', 'two\nlines'],
      [`'=HYPERLINK("http://x")`, '-3', ''],
    ])
  })

  it('protects every text cell from running as a formula, and leaves numbers alone', () => {
    expect(csvText([['-2', -2, '@SUM(A1)', '+91 98']])).toBe(`'-2,-2,'@SUM(A1),'+91 98\r\n`)
  })

  it('starts with a byte-order mark only when asked', () => {
    expect(csvText([['₹']], { bom: true })).toBe('\uFEFF₹\r\n')
    expect(csvText([['₹']])).toBe('₹\r\n')
  })

  it('writes rows made one at a time exactly as it writes them together', async () => {
    const many = Array.from({ length: 1234 }, (_, index) => [`=row ${index}`, index])
    function* oneByOne() {
      yield* many
    }
    expect(await csvTextInTurns(oneByOne(), { bom: true })).toBe(csvText(many, { bom: true }))
  })

  it('streams the same bytes, byte-order mark included, as the text of the rows written together', async () => {
    const many = Array.from({ length: 1234 }, (_, index) => [`=row ${index}`, index, 'a "quoted", ₹ cell'])
    const streamed = Buffer.from(await new Response(csvStream(many.values(), { bom: true })).arrayBuffer())
    expect(streamed.equals(Buffer.from(csvText(many, { bom: true }), 'utf8'))).toBe(true)
    expect(Buffer.from(await new Response(csvStream([].values())).arrayBuffer()).length).toBe(0)
  })
})
