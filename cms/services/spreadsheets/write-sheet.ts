import { PassThrough } from 'node:stream'

import ExcelJS from 'exceljs'

import { protectCell } from '../../lib/formula-guard'
import { turnIfDue } from '../../lib/turn'
import type { CellValue } from './cells'

/** A column of a written sheet: its heading, its width in characters, and the number format of its cells, if any. */
export type WrittenColumn = { title: string; width: number; numFmt?: string }

/** A cell to write: a date becomes a date cell, empty text an empty cell, text a spreadsheet would run stays text. */
export type WrittenCell = CellValue | Date | undefined

const cellToWrite = (value: WrittenCell) => {
  if (value === null || value === undefined || value === '') return null
  return value instanceof Date ? value : protectCell(value)
}

/**
 * A one-sheet Excel workbook of `rows` under a bold, frozen header of `columns`, written row by row as they come: the
 * sheet is streamed into the file, so a long sheet never sits in memory as a whole, and other requests get their turns.
 */
export async function writeXlsx(
  sheetName: string,
  columns: readonly WrittenColumn[],
  rows: Iterable<readonly WrittenCell[]>,
): Promise<Buffer> {
  const chunks: Buffer[] = []
  const out = new PassThrough()
  out.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => out.on('end', resolve).on('error', reject))
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map(({ width, numFmt }) => ({ width, ...(numFmt ? { style: { numFmt } } : {}) }))
  const header = sheet.addRow(columns.map(({ title }) => title))
  header.font = { bold: true }
  header.commit()
  for (const row of rows) {
    sheet.addRow(row.map(cellToWrite)).commit()
    await turnIfDue()
  }
  sheet.commit()
  await workbook.commit()
  await ended
  return Buffer.concat(chunks)
}
