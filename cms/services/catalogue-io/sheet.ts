import { CATALOGUE_COLUMNS, type CatalogueColumn } from '../../contract/catalogue-io'
import { csvText, csvTextInTurns } from '../../lib/csv'
import type { CellValue } from '../spreadsheets/cells'
import { readSheet, type SheetLayout, type SheetRow } from '../spreadsheets/read-sheet'
import { writeXlsx } from '../spreadsheets/write-sheet'

export type SheetFormat = 'xlsx' | 'csv'

/** A row of the catalogue file as read. */
export type FileRow = SheetRow<CatalogueColumn>

/** Column widths of the XLSX, in characters, by column. */
const WIDTHS: Partial<Record<CatalogueColumn, number>> = { 'Product name': 40, Slug: 32, 'Generic name': 36, 'Full code': 36, Images: 40 }

function* withHeader(rows: Iterable<CellValue[]>): Generator<readonly CellValue[]> {
  yield CATALOGUE_COLUMNS
  yield* rows
}

/**
 * The file of `rows` (the catalogue's columns, in order), written row by row as they come: a catalogue of 34,000 codes
 * never sits in memory as a whole sheet, and other requests get their turns.
 */
export async function writeSheet(rows: Iterable<CellValue[]>, format: SheetFormat): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(await csvTextInTurns(withHeader(rows), { bom: true }), 'utf8')
  return writeXlsx(
    'Catalogue',
    CATALOGUE_COLUMNS.map((title) => ({ title, width: WIDTHS[title] ?? 14 })),
    rows,
  )
}

const CATALOGUE_LAYOUT: SheetLayout<CatalogueColumn> = {
  columns: CATALOGUE_COLUMNS,
  required: CATALOGUE_COLUMNS,
  mismatch: "The sheet's columns are not those of the catalogue export",
}

/** The rows of an uploaded .xlsx or CSV (UTF-8): 400 with a clear message when it is neither, or has other columns. */
export function readUploadedSheet(bytes: Uint8Array): Promise<FileRow[]> {
  return readSheet(bytes, CATALOGUE_LAYOUT)
}

/** Rows in error as a CSV to fix: the file's columns and a last one with the reasons. */
export function errorFile(rows: FileRow[], reasons: Map<number, string[]>): string {
  const lines = rows
    .filter((row) => reasons.has(row.row))
    .map((row) => [...CATALOGUE_COLUMNS.map((column) => row.cells[column]), reasons.get(row.row)!.join('; ')])
  return csvText([[...CATALOGUE_COLUMNS, 'Errors'], ...lines])
}
