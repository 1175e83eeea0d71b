import { PassThrough } from 'node:stream'

import ExcelJS from 'exceljs'

import { NO_EXPIRY } from '../../contract/lots'
import type { SaleRegisterRow, StockReportRow } from '../../contract/stock-reports'
import { csvText, csvTextInTurns } from '../../lib/csv'
import { protectCell, type SheetCell } from '../../lib/formula-guard'
import { turnIfDue } from '../../lib/turn'

/** The report's columns as a spreadsheet heads them, each with its width in characters. */
const COLUMNS = [
  ['Code', 14],
  ['Product', 40],
  ['Lot', 16],
  ['Expiry', 10],
  ['Manufactured', 13],
  ['Location', 10],
  ['On hand', 9],
  ['Reserved', 9],
  ['Available', 9],
  ['Days to expiry', 14],
] as const

const cellsOf = (row: StockReportRow): SheetCell[] => [
  row.code,
  row.product,
  row.lot,
  row.expiry,
  row.manufactured,
  row.location,
  row.onHand,
  row.reserved,
  row.available,
  row.daysToExpiry,
]

function* withHeader(rows: readonly StockReportRow[]): Generator<readonly SheetCell[]> {
  yield COLUMNS.map(([name]) => name)
  for (const row of rows) yield cellsOf(row)
}

/** The report as CSV for a spreadsheet (with a byte-order mark), text cells guarded against running as formulas. */
export async function stockReportCsv(rows: readonly StockReportRow[]): Promise<string> {
  return csvTextInTurns(withHeader(rows), { bom: true })
}

/** The report as an Excel workbook, streamed row by row as the catalogue export writes its sheet. */
export async function stockReportXlsx(rows: readonly StockReportRow[]): Promise<Buffer> {
  const chunks: Buffer[] = []
  const out = new PassThrough()
  out.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => out.on('end', resolve).on('error', reject))
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet('Stock on hand', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = COLUMNS.map(([, width]) => ({ width }))
  const header = sheet.addRow(COLUMNS.map(([name]) => name))
  header.font = { bold: true }
  header.commit()
  for (const row of rows) {
    sheet.addRow(cellsOf(row).map((value) => (value === null || value === '' ? null : protectCell(value)))).commit()
    await turnIfDue()
  }
  sheet.commit()
  await workbook.commit()
  await ended
  return Buffer.concat(chunks)
}

const REGISTER_COLUMNS = ['Shipped', 'Invoice', 'Order ID', 'Buyer', 'GSTIN', 'Code', 'Lot', 'Expiry', 'Quantity'] as const

/** The sale register by lot as CSV for a spreadsheet: one row per shipped lot line (`—` for a lot without expiry). */
export function saleRegisterCsv(rows: readonly SaleRegisterRow[]): string {
  return csvText(
    [
      REGISTER_COLUMNS,
      ...rows.map((row) => [
        row.shipped,
        row.invoice,
        row.orderId,
        row.buyer,
        row.gstin,
        row.code,
        row.lot,
        row.expiry ?? NO_EXPIRY,
        row.quantity,
      ]),
    ],
    { bom: true },
  )
}
