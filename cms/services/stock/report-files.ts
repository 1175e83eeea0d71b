import { NO_EXPIRY } from '../../contract/lots'
import type { SaleRegisterRow, StockReportRow } from '../../contract/stock-reports'
import { csvStream, csvText } from '../../lib/csv'
import type { SheetCell } from '../../lib/formula-guard'
import { writeXlsx } from '../spreadsheets/write-sheet'

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

function* cellRows(rows: readonly StockReportRow[]): Generator<readonly SheetCell[]> {
  for (const row of rows) yield cellsOf(row)
}

function* withHeader(rows: readonly StockReportRow[]): Generator<readonly SheetCell[]> {
  yield COLUMNS.map(([name]) => name)
  yield* cellRows(rows)
}

/**
 * The report as CSV for a spreadsheet (with a byte-order mark), text cells guarded against running as formulas, streamed
 * in batches as the download is read.
 */
export function stockReportCsv(rows: readonly StockReportRow[]): ReadableStream<Uint8Array> {
  return csvStream(withHeader(rows), { bom: true })
}

/** The report as an Excel workbook, streamed row by row as the catalogue export writes its sheet. */
export async function stockReportXlsx(rows: readonly StockReportRow[]): Promise<Buffer> {
  return writeXlsx(
    'Stock on hand',
    COLUMNS.map(([title, width]) => ({ title, width })),
    cellRows(rows),
  )
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
