import { PassThrough, Readable } from 'node:stream'

import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'

import { CATALOGUE_COLUMNS, type CatalogueColumn } from '../../contract/catalogue-io'
import { HttpError, badRequest } from '../../lib/http-errors'
import { csvText, csvTextInTurns } from '../../lib/csv'
import { protectCell, unprotectCell } from '../../lib/formula-guard'
import { turnIfDue } from '../../lib/turn'
import { looksLikeFormula, type CellValue } from './cells'

export type SheetFormat = 'xlsx' | 'csv'

/**
 * A row of the file as read: its number in the file (1 = the header row), its cells by column, and the columns whose
 * cell holds a formula (an Excel formula, or a CSV cell starting with `=` or `@`).
 */
export type FileRow = { row: number; cells: Record<CatalogueColumn, CellValue>; formulas: CatalogueColumn[] }

/** Rows a file may hold: the largest catalogue imagined, with room to spare. */
const MAX_ROWS = 100_000

const NOT_A_SPREADSHEET = 'The file is not a spreadsheet: upload the Excel workbook (.xlsx) or the CSV the export gives'

/** Column widths of the XLSX, in characters, by column. */
const WIDTHS: Partial<Record<CatalogueColumn, number>> = { 'Product name': 40, Slug: 32, 'Generic name': 36, 'Full code': 36, Images: 40 }

function* withHeader(rows: Iterable<CellValue[]>): Generator<readonly CellValue[]> {
  yield CATALOGUE_COLUMNS
  yield* rows
}

/**
 * The file of `rows` (the catalogue's columns, in order), written row by row as they come: the sheet is streamed into
 * the file, so a catalogue of 34,000 codes never sits in memory as a whole sheet, and other requests get their turns.
 */
export async function writeSheet(rows: Iterable<CellValue[]>, format: SheetFormat): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(await csvTextInTurns(withHeader(rows), { bom: true }), 'utf8')
  const chunks: Buffer[] = []
  const out = new PassThrough()
  out.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => out.on('end', resolve).on('error', reject))
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet('Catalogue', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = CATALOGUE_COLUMNS.map((column) => ({ width: WIDTHS[column] ?? 14 }))
  const header = sheet.addRow([...CATALOGUE_COLUMNS])
  header.font = { bold: true }
  header.commit()
  for (const row of rows) {
    sheet.addRow(row.map((value) => (value === '' ? null : protectCell(value)))).commit()
    await turnIfDue()
  }
  sheet.commit()
  await workbook.commit()
  await ended
  return Buffer.concat(chunks)
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

/**
 * The first sheet's rows (by row number: an empty row stays empty) and the cells holding a formula (`row:column`,
 * both from 1), read as a stream: the parser takes the file a piece at a time, giving other requests their turns.
 */
async function readXlsx(bytes: Uint8Array): Promise<{ rows: CellValue[][]; formulas: Set<string> }> {
  const rows: CellValue[][] = []
  const formulas = new Set<string>()
  let sheets = 0
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    })
    for await (const worksheet of workbook) {
      sheets += 1
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        if (row.number > MAX_ROWS + 1) throw badRequest(`The file has more than ${MAX_ROWS} rows; at most ${MAX_ROWS} are read at a time`)
        const values = row.values as unknown[]
        const cells: CellValue[] = []
        for (let column = 1; column < values.length; column += 1) {
          const { value, formula } = cellOf(values[column])
          cells.push(value)
          if (formula) formulas.add(`${row.number}:${column}`)
        }
        while (rows.length < row.number - 1) rows.push([])
        rows.push(cells)
        await turnIfDue()
      }
      break
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw badRequest(NOT_A_SPREADSHEET)
  }
  if (sheets === 0) throw badRequest(NOT_A_SPREADSHEET)
  return { rows, formulas }
}

/** A cell's value as the file shows it (a formula's last result, rich text as its text), and whether it is a formula. */
function cellOf(value: unknown): { value: CellValue; formula: boolean } {
  if (value === null || value === undefined) return { value: null, formula: false }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return { value, formula: false }
  if (value instanceof Date) return { value: value.toISOString().slice(0, 10), formula: false }
  const cell = value as {
    formula?: string
    sharedFormula?: string
    result?: unknown
    richText?: { text: string }[]
    text?: unknown
    error?: string
  }
  if (cell.formula !== undefined || cell.sharedFormula !== undefined) return { value: cellOf(cell.result).value, formula: true }
  if (cell.richText) return { value: cell.richText.map((run) => run.text).join(''), formula: false }
  if (cell.text !== undefined) return cellOf(cell.text)
  if (cell.error !== undefined) return { value: String(cell.error), formula: false }
  return { value: String(value), formula: false }
}
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
  const textOf = distinctTexts()
  const fileRows: FileRow[] = []
  for (const [offset, cells] of body.entries()) {
    await turnIfDue()
    if (cells.every((cell) => cell === null || String(cell).trim() === '')) continue
    const byColumn = Object.fromEntries(
      CATALOGUE_COLUMNS.map((column) => {
        const value = unprotectCell(normalise(cells[index.get(column)!] ?? null))
        return [column, typeof value === 'string' ? textOf(value) : value]
      }),
    ) as Record<CatalogueColumn, CellValue>
    const row = offset + 2
    const formulas = CATALOGUE_COLUMNS.filter((column) => isFormula(row, index.get(column)! + 1))
    fileRows.push({ row, cells: byColumn, formulas })
  }
  return fileRows
}

/**
 * One string per distinct text of a file: a product's name, slug and images repeat on the row of each of its codes,
 * and a parser cuts each cell's text out of a larger piece of the file (a chunk of XML, the whole CSV), which the
 * cut keeps alive. Each distinct text is kept as a copy of its own, shared by the cells that hold it.
 */
function distinctTexts(): (text: string) => string {
  const texts = new Map<string, string>()
  return (text) => {
    const held = texts.get(text)
    if (held !== undefined) return held
    const copy = Buffer.from(text, 'utf8').toString('utf8')
    texts.set(copy, copy)
    return copy
  }
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
    .map((row) => [...CATALOGUE_COLUMNS.map((column) => row.cells[column]), reasons.get(row.row)!.join('; ')])
  return csvText([[...CATALOGUE_COLUMNS, 'Errors'], ...lines])
}
