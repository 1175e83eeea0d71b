import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import { CATALOGUE_COLUMNS } from '../../contract/catalogue-io'
import type { CellValue } from '../spreadsheets/cells'
import { readUploadedSheet, writeSheet } from './sheet'

const row: CellValue[] = [
  '=HYPERLINK("x")',
  'nylon',
  'sutures',
  '@SUM(A1)',
  '30061010',
  12,
  'yes',
  'General',
  '-NC 1',
  '',
  600,
  510.5,
  'a.webp',
]

describe('the catalogue file', () => {
  it.each(['xlsx', 'csv'] as const)('reads back what it wrote (%s), numbers as numbers and formula-like text as text', async (format) => {
    const file = await writeSheet([row], format)
    const [read] = await readUploadedSheet(file)
    expect(read!.formulas).toEqual([])
    expect(read!.cells['Product name']).toBe('=HYPERLINK("x")')
    expect(read!.cells['Generic name']).toBe('@SUM(A1)')
    expect(read!.cells['Short code']).toBe('-NC 1')
    expect(Number(read!.cells['Our price (₹)'])).toBe(510.5)
    if (format === 'xlsx') expect(read!.cells['MRP (₹)']).toBe(600)
  })

  it('writes formula-like text with a leading apostrophe, so a spreadsheet shows it as text', async () => {
    const csv = (await writeSheet([row], 'csv')).toString('utf8')
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    expect(csv).toContain(`'@SUM(A1)`)
    expect(csv).toContain(`'-NC 1`)
  })

  it('flags a CSV cell that a spreadsheet would run as a formula', async () => {
    const csv = `${CATALOGUE_COLUMNS.join(',')}\n=1+2,nylon,sutures,,,12,yes,General,NC 1,,600,510,\n`
    const [read] = await readUploadedSheet(Buffer.from(csv))
    expect(read!.formulas).toEqual(['Product name'])
  })

  it('flags an Excel cell holding a formula', async () => {
    const xlsx = await writeSheet([row.map((cell) => (cell === 600 ? 601 : cell))], 'xlsx')
    const { unzipSync } = await import('fflate')
    const files = unzipSync(xlsx)
    const sheet = new TextDecoder().decode(files['xl/worksheets/sheet1.xml'])
    files['xl/worksheets/sheet1.xml'] = new TextEncoder().encode(
      sheet.replace(/<c r="K2"([^>]*)><v>601<\/v><\/c>/, '<c r="K2"$1><f>500+101</f><v>601</v></c>'),
    )
    const [read] = await readUploadedSheet(zipSync(files))
    expect(read!.formulas).toEqual(['MRP (₹)'])
  })

  it.each([
    ['an empty file', Buffer.alloc(0), 'The file is empty'],
    ['a PDF', Buffer.from('%PDF-1.7\n\u0000\u0001binary'), 'The file is not a spreadsheet'],
    ['a zip that is not a workbook', Buffer.from(zipSync({ 'a.txt': new Uint8Array([65]) })), 'The file is not a spreadsheet'],
    ['a CSV in Windows-1252', Buffer.from([...Buffer.from(`${CATALOGUE_COLUMNS.join(',')}\nCaf`), 0xe9, 10]), 'The CSV is not in UTF-8'],
    ['a CSV in UTF-16', Buffer.from(`\uFEFF${CATALOGUE_COLUMNS.join(',')}`, 'utf16le'), 'The CSV is not in UTF-8'],
    [
      'other columns',
      Buffer.from('Name,Price\nx,1\n'),
      `The sheet's columns are not those of the catalogue export: missing "Product name"`,
    ],
  ])('refuses %s with a clear message', async (_, bytes, message) => {
    await expect(readUploadedSheet(bytes)).rejects.toMatchObject({ status: 400, body: { message: expect.stringContaining(message) } })
  })
})
