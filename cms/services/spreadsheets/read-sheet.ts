import { Readable } from 'node:stream'

import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'

import { HttpError, badRequest } from '../../lib/http-errors'
import { unprotectCell } from '../../lib/formula-guard'
import { turnIfDue } from '../../lib/turn'
import { looksLikeFormula, type CellValue } from './cells'

/** The columns a sheet is read with. */
export type SheetLayout<C extends string> = {
  /** Every column the sheet may have, in the order rows give them. */
  columns: readonly C[]
  /** The columns its header must have; the others may be left out (their cells read as empty). */
  required: readonly C[]
  /** The start of the refusal when the header does not fit: "… : missing "X"; unexpected "Y"". */
  mismatch: string
  /** Header titles compared without regard to case. */
  anyCase?: boolean
}

/**
 * A row of the file as read: its number in the file (1 = the header row), its cells by column, and the columns whose
 * cell holds a formula (an Excel formula, or a CSV cell starting with `=` or `@`).
 */
export type SheetRow<C extends string> = { row: number; cells: Record<C, CellValue>; formulas: C[] }

/** Rows a file may hold: the largest catalogue imagined, with room to spare. */
const MAX_ROWS = 100_000

const NOT_A_SPREADSHEET = 'The file is not a spreadsheet: upload the Excel workbook (.xlsx) or the CSV the export gives'

/**
 * The rows of an uploaded .xlsx or CSV (UTF-8) with the columns of `layout`: 400 with a clear message when it is
 * neither, or its header does not fit.
 */
export async function readSheet<C extends string>(bytes: Uint8Array, layout: SheetLayout<C>): Promise<SheetRow<C>[]> {
  if (bytes.length === 0) throw badRequest('The file is empty')
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  if (isZip) {
    const { rows, formulas } = await readXlsx(bytes)
    return toSheetRows(rows, layout, (row, column) => formulas.has(`${row}:${column}`))
  }
  const rows = readCsv(bytes)
  return toSheetRows(rows, layout, (row, column) => looksLikeFormula(rows[row - 1]?.[column - 1] ?? null))
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
      // Read for the cells' number formats: a number shown as a date (an expiry typed as 2030-02) reads as that date.
      styles: 'cache',
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

async function toSheetRows<C extends string>(
  rows: CellValue[][],
  layout: SheetLayout<C>,
  isFormula: (row: number, column: number) => boolean,
): Promise<SheetRow<C>[]> {
  const [header, ...body] = rows
  if (!header) throw badRequest('The file is empty')
  if (body.length > MAX_ROWS) throw badRequest(`The file has ${body.length} rows; at most ${MAX_ROWS} are read at a time`)
  const key = (title: string) => (layout.anyCase ? title.toLowerCase() : title)
  const titles = header.map((cell) => key(String(cell ?? '').trim()))
  const known = new Set(layout.columns.map(key))
  const missing = layout.required.filter((column) => !titles.includes(key(column)))
  const unexpected = header.map((cell) => String(cell ?? '').trim()).filter((title) => title !== '' && !known.has(key(title)))
  if (missing.length > 0 || unexpected.length > 0) {
    const parts = [
      missing.length ? `missing ${missing.map((c) => `"${c}"`).join(', ')}` : '',
      unexpected.length ? `unexpected ${unexpected.map((c) => `"${c}"`).join(', ')}` : '',
    ].filter(Boolean)
    throw badRequest(`${layout.mismatch}: ${parts.join('; ')}`)
  }
  const index = new Map(layout.columns.map((column) => [column, titles.indexOf(key(column))]))
  const textOf = distinctTexts()
  const sheetRows: SheetRow<C>[] = []
  for (const [offset, cells] of body.entries()) {
    await turnIfDue()
    if (cells.every((cell) => cell === null || String(cell).trim() === '')) continue
    const byColumn = Object.fromEntries(
      layout.columns.map((column) => {
        const at = index.get(column)!
        const value = at < 0 ? null : unprotectCell(normalise(cells[at] ?? null))
        return [column, typeof value === 'string' ? textOf(value) : value]
      }),
    ) as Record<C, CellValue>
    const row = offset + 2
    const formulas = layout.columns.filter((column) => index.get(column)! >= 0 && isFormula(row, index.get(column)! + 1))
    sheetRows.push({ row, cells: byColumn, formulas })
  }
  return sheetRows
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
