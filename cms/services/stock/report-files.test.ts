import { describe, expect, it } from 'vitest'

import type { StockReportRow } from '../../contract/stock-reports'
import { readSheet } from '../spreadsheets/read-sheet'
import { stockReportCsv, stockReportXlsx } from './report-files'

/** A lot whose figures all differ, so a column that shows another's figure is seen. */
const row: StockReportRow = {
  code: 'CS 1301',
  product: 'Suture, braided silk',
  lot: '=LOT-7',
  expiry: '2030-02',
  manufactured: '2026-01',
  location: 'MAIN',
  onHand: 9,
  reserved: 2,
  available: 7,
  daysToExpiry: 1185,
}

const expected = {
  Code: 'CS 1301',
  Product: 'Suture, braided silk',
  Lot: '=LOT-7',
  Expiry: '2030-02',
  Manufactured: '2026-01',
  Location: 'MAIN',
  'On hand': 9,
  Reserved: 2,
  Available: 7,
  'Days to expiry': 1185,
}

/** The headings, in order, are those of `expected`. */
const headings = Object.keys(expected) as (keyof typeof expected)[]
const layout = { columns: headings, required: headings, mismatch: 'Not the stock report' }

describe('the stock report as a spreadsheet', () => {
  it('puts each figure of a lot under its own heading in the Excel workbook', async () => {
    const [read] = await readSheet(await stockReportXlsx([row]), layout)
    expect(read?.cells).toEqual(expected)
  })

  it('puts each figure of a lot under its own heading in the CSV', async () => {
    const [read] = await readSheet(new Uint8Array(await new Response(stockReportCsv([row])).arrayBuffer()), layout)
    expect(read?.cells).toEqual({ ...expected, 'On hand': '9', Reserved: '2', Available: '7', 'Days to expiry': '1185' })
  })
})
