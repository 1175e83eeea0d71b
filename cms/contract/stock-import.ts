/**
 * Opening stock or a delivery from a spreadsheet (`/api/staff/stock/imports`): preview, apply, revert, as the catalogue
 * import. One row per lot received; the header names its columns in any order and case.
 */
export const STOCK_IMPORT_COLUMNS = ['Code', 'GTIN', 'Lot', 'Expiry', 'Manufactured', 'Quantity', 'Location'] as const
export type StockImportColumn = (typeof STOCK_IMPORT_COLUMNS)[number]

/** Columns every file has; a row names its code by Code or by GTIN (either column, or both). */
export const STOCK_IMPORT_REQUIRED_COLUMNS = ['Lot', 'Expiry', 'Quantity'] as const satisfies readonly StockImportColumn[]

/** A row's problem: the row's number in the file (1 = the header), the column, and what to fix. */
export type StockImportError = { row: number; column: string; message: string }

/** A row as it would be received. */
export type StockImportLine = { row: number; code: string; lot: string; expiry: string; quantity: number; location: string }

/** What the file would receive, and its rows in error; nothing is written. */
export type StockImportPreview = {
  fileName: string
  rows: number
  units: number
  lines: StockImportLine[]
  errors: StockImportError[]
}

/** An applied import: its id (the movements' document) and what it received. */
export type StockImportApplied = { importId: string; fileName: string; rows: number; units: number }

/** A reverted import: the reversing movements written. */
export type StockImportReverted = { importId: string; movements: number }
