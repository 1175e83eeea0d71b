import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { unzipSync } from 'fflate'
import writeXlsxFile from 'write-excel-file/node'

import { CATALOGUE_COLUMNS, type CatalogueColumn } from '../../contract/catalogue-io'
import { badRequest } from '../../lib/http-errors'
import { looksLikeFormula, protectCell, unprotectCell, type CellValue } from './cells'
import { readSheetOffThread } from './sheet-thread'
import { turnIfDue } from './turn'

export type SheetFormat = 'xlsx' | 'csv'

/**
 * A row of the file as read: its number in the file (1 = the header row), its cells by column, and the columns whose
 * cell holds a formula (an Excel formula, or a CSV cell starting with `=` or `@`).
 */
export type FileRow = { row: number; cells: Record<CatalogueColumn, CellValue>; formulas: CatalogueColumn[] }

/** Rows a file may hold: the largest catalogue imagined, with room to spare. */
const MAX_ROWS = 100_000

const NOT_A_SPREADSHEET = 'The file is not a spreadsheet: upload the Excel workbook (.xlsx) or the CSV the export gives'

export async function writeSheet(rows: CellValue[][], format: SheetFormat): Promise<Buffer> {
  const safe = rows.map((row) => row.map(protectCell))
  if (format === 'csv') return Buffer.from(`\uFEFF${stringify([[...CATALOGUE_COLUMNS], ...safe])}`, 'utf8')
  const header = CATALOGUE_COLUMNS.map((title) => ({ value: title, fontWeight: 'bold' as const }))
  const body = safe.map((row) => row.map((value) => ({ value: value === '' ? null : value })))
  return writeXlsxFile([header, ...body] as never, { sheet: 'Catalogue', stickyRowsCount: 1 }).toBuffer()
}

/** The rows of an uploaded .xlsx or CSV (UTF-8): 400 with a clear message when it is neither, or has other columns. */
export async function readUploadedSheet(bytes: Uint8Array): Promise<FileRow[]> {
  if (bytes.length === 0) throw badRequest('The file is empty')
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  if (isZip) {
    const { rows, formulas } = await readXlsx(bytes)
    return toFileRows(rows, (row, column) => formulas.has(`${row}:${column}`))
  }
  const rows = readCsv(bytes)
  return toFileRows(rows, (row, column) => looksLikeFormula(rows[row - 1]?.[column - 1] ?? null))
}

async function readXlsx(bytes: Uint8Array): Promise<{ rows: CellValue[][]; formulas: Set<string> }> {
  try {
    const rows = await readSheetOffThread(bytes)
    return { rows, formulas: formulaCells(bytes) }
  } catch {
    throw badRequest(NOT_A_SPREADSHEET)
  }
}

/**
 * Cells of the first sheet with a formula (`<f>`), as `row:column` (both from 1): each formula tag is looked up, then
 * the cell that holds it, so a sheet of 34,000 rows without formulas costs one search.
 */
function formulaCells(bytes: Uint8Array): Set<string> {
  const files = unzipSync(bytes, { filter: (file) => /^xl\/worksheets\/sheet1\.xml$/.test(file.name) })
  const xml = new TextDecoder().decode(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array())
  const found = new Set<string>()
  for (const formula of xml.matchAll(/<f[\s>/]/g)) {
    const cell = /^<c r="([A-Z]+)(\d+)"/.exec(xml.slice(xml.lastIndexOf('<c ', formula.index), formula.index))
    if (cell) found.add(`${cell[2]}:${columnNumber(cell[1]!)}`)
  }
  return found
}

const columnNumber = (letters: string) => [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0)

function readCsv(bytes: Uint8Array): CellValue[][] {
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf)
    throw badRequest('Old Excel files (.xls) are not read: save the sheet as .xlsx or as CSV UTF-8')
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) throw notUtf8()
  if (bytes.subarray(0, 4096).includes(0)) throw badRequest(NOT_A_SPREADSHEET)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw notUtf8()
  }
  try {
    return parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true }) as string[][]
  } catch (error) {
    throw badRequest(`The CSV cannot be read: ${(error as Error).message.split('\n')[0]}`)
  }
}

const notUtf8 = () =>
  badRequest('The CSV is not in UTF-8 (it looks like another encoding): in Excel choose Save as → "CSV UTF-8 (Comma delimited)"')

async function toFileRows(rows: CellValue[][], isFormula: (row: number, column: number) => boolean): Promise<FileRow[]> {
  const [header, ...body] = rows
  if (!header) throw badRequest('The file is empty')
  if (body.length > MAX_ROWS) throw badRequest(`The file has ${body.length} rows; at most ${MAX_ROWS} are read at a time`)
  const titles = header.map((cell) => String(cell ?? '').trim())
  const missing = CATALOGUE_COLUMNS.filter((column) => !titles.includes(column))
  const unexpected = titles.filter((title) => title !== '' && !(CATALOGUE_COLUMNS as readonly string[]).includes(title))
  if (missing.length > 0 || unexpected.length > 0) {
    const parts = [
      missing.length ? `missing ${missing.map((c) => `"${c}"`).join(', ')}` : '',
      unexpected.length ? `unexpected ${unexpected.map((c) => `"${c}"`).join(', ')}` : '',
    ].filter(Boolean)
    throw badRequest(`The sheet's columns are not those of the catalogue export: ${parts.join('; ')}`)
  }
  const index = new Map(CATALOGUE_COLUMNS.map((column) => [column, titles.indexOf(column)]))
  const fileRows: FileRow[] = []
  for (const [offset, cells] of body.entries()) {
    await turnIfDue()
    if (cells.every((cell) => cell === null || String(cell).trim() === '')) continue
    const byColumn = Object.fromEntries(
      CATALOGUE_COLUMNS.map((column) => [column, unprotectCell(normalise(cells[index.get(column)!] ?? null))]),
    ) as Record<CatalogueColumn, CellValue>
    const row = offset + 2
    const formulas = CATALOGUE_COLUMNS.filter((column) => isFormula(row, index.get(column)! + 1))
    fileRows.push({ row, cells: byColumn, formulas })
  }
  return fileRows
}

const normalise = (value: unknown): CellValue => {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim()
  if (typeof value === 'number' || typeof value === 'boolean') return value
  return String(value)
}

/** Rows in error as a CSV to fix: the file's columns and a last one with the reasons. */
export function errorFile(rows: FileRow[], reasons: Map<number, string[]>): string {
  const lines = rows
    .filter((row) => reasons.has(row.row))
    .map((row) => [...CATALOGUE_COLUMNS.map((column) => protectCell(row.cells[column])), reasons.get(row.row)!.join('; ')])
  return stringify([[...CATALOGUE_COLUMNS, 'Errors'], ...lines])
}
