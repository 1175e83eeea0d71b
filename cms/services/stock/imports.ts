import type { PayloadRequest } from 'payload'

import { stockReceiptSchema, type StockReceipt } from '../../contract/stock'
import {
  STOCK_IMPORT_COLUMNS,
  STOCK_IMPORT_REQUIRED_COLUMNS,
  type StockImportApplied,
  type StockImportColumn,
  type StockImportError,
  type StockImportLine,
  type StockImportPreview,
  type StockImportReverted,
} from '../../contract/stock-import'
import { HttpError, conflict, notFound, type FieldError } from '../../lib/http-errors'
import { readableId } from '../../lib/readable-id'
import type { CellValue } from '../spreadsheets/cells'
import type { StockMovement } from '../../payload-types'
import { claimTask, releaseTask } from '../lease'
import { readSheet, type SheetLayout, type SheetRow } from '../spreadsheets/read-sheet'
import { StockShortage } from './errors'
import { recordMovements } from './ledger'
import type { MovementInput } from './lot-changes'
import { stockLocation } from './locations'
import { codesOfLines, expiryProblems } from './receipts'

export type StockImportUpload = { fileName: string; file: Uint8Array }

/** The movements' document of an import, and how an id is told from other documents'. */
const IMPORT_PREFIX = 'SI'

const LAYOUT: SheetLayout<StockImportColumn> = {
  columns: STOCK_IMPORT_COLUMNS,
  required: STOCK_IMPORT_REQUIRED_COLUMNS,
  mismatch: 'The sheet needs the columns Code or GTIN, Lot, Expiry and Quantity (Manufactured and Location optional)',
  anyCase: true,
}

type Line = StockReceipt['lines'][number]
const lineSchema = stockReceiptSchema.shape.lines.element

/** The receipt line's field a column fills, for messages found on a field. */
const COLUMN_OF: Record<string, StockImportColumn> = {
  code: 'Code',
  gtin: 'GTIN',
  lot: 'Lot',
  expiry: 'Expiry',
  quantity: 'Quantity',
  manufactured: 'Manufactured',
}

const text = (value: CellValue): string | undefined => (value === null ? undefined : String(value).trim() || undefined)

/** A date cell of the workbook reads as YYYY-MM-DD: its month is the expiry. */
const month = (value: CellValue): string | undefined => {
  const written = text(value)
  return written && /^\d{4}-\d{2}-\d{2}$/.test(written) ? written.slice(0, 7) : written
}

const units = (value: CellValue): unknown => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value)

/** A row as a receipt line, or its problems by column. */
function lineOf(row: SheetRow<StockImportColumn>): { line: Line } | { errors: StockImportError[] } {
  const { cells } = row
  const parsed = lineSchema.safeParse({
    code: text(cells.Code),
    gtin: text(cells.GTIN),
    lot: text(cells.Lot) ?? '',
    expiry: month(cells.Expiry),
    quantity: units(cells.Quantity),
    manufactured: text(cells.Manufactured),
  })
  if (parsed.success) return { line: parsed.data }
  return {
    errors: parsed.error.issues.map((issue) => ({
      row: row.row,
      column: COLUMN_OF[String(issue.path[0])] ?? 'Code',
      message: String(issue.path[0]) === 'code' && !cells.Code && !cells.GTIN ? 'Give the catalogue code or the GTIN' : issue.message,
    })),
  }
}

/** Problems the receipt's checks found on `lines.{i}.{field}`, as the rows' and columns' of the file. */
function onRows(errors: FieldError[], rows: number[]): StockImportError[] {
  return errors.map((error) => {
    const [, index, field] = error.field.split('.')
    return { row: rows[Number(index)]!, column: COLUMN_OF[field ?? ''] ?? 'Code', message: error.message }
  })
}

type Plan = { preview: StockImportPreview; movements: Omit<MovementInput, 'document'>[] }

/** The file read and every row checked against the catalogue, the locations and the lots in stock; nothing is written. */
async function plan(req: PayloadRequest, upload: StockImportUpload): Promise<Plan> {
  const rows = await readSheet(upload.file, LAYOUT)
  const errors: StockImportError[] = []
  const good: { row: SheetRow<StockImportColumn>; line: Line }[] = []
  for (const row of rows) {
    const read = lineOf(row)
    if ('errors' in read) errors.push(...read.errors)
    else good.push({ row, line: read.line })
  }
  const lines = good.map(({ line }) => line)
  const numbers = good.map(({ row }) => row.row)
  const { codes, errors: codeErrors } = await codesOfLines(req, lines)
  errors.push(...onRows(codeErrors, numbers), ...onRows(await expiryProblems(req, lines, codes), numbers))
  const named = [...new Set(good.map(({ row }) => text(row.cells.Location) ?? ''))]
  const locations = new Map(await Promise.all(named.map(async (name) => [name, await stockLocation(req, name || undefined)] as const)))
  const inError = new Set(errors.map((error) => error.row))
  const planned: StockImportLine[] = []
  const movements: Plan['movements'] = []
  good.forEach(({ row, line }, index) => {
    const named = text(row.cells.Location) ?? ''
    const location = locations.get(named)
    if (!location) errors.push({ row: row.row, column: 'Location', message: `There is no stock location ${named}` })
    const code = codes[index]
    if (!location || !code || inError.has(row.row)) return
    planned.push({ row: row.row, code: code.code, lot: line.lot, expiry: line.expiry, quantity: line.quantity, location: location.code })
    movements.push({
      type: 'receipt',
      code: code.code,
      lot: line.lot,
      expiry: line.expiry,
      manufactured: line.manufactured ?? null,
      location: String(location.id),
      quantity: line.quantity,
    })
  })
  errors.sort((a, b) => a.row - b.row)
  const preview = {
    fileName: upload.fileName,
    rows: rows.length,
    units: planned.reduce((sum, line) => sum + line.quantity, 0),
    lines: planned,
    errors,
  }
  return { preview, movements }
}

/** What the file would receive, row by row, and each row's problems; nothing is written. */
export async function previewStockImport(req: PayloadRequest, upload: StockImportUpload): Promise<StockImportPreview> {
  return (await plan(req, upload)).preview
}

/**
 * Receives every row of the file in one set of movements under the import's id, or none: 422 with the preview when a
 * row is in error.
 */
export async function applyStockImport(req: PayloadRequest, upload: StockImportUpload): Promise<StockImportApplied> {
  const { preview, movements } = await plan(req, upload)
  if (preview.errors.length > 0 || movements.length === 0) {
    const count = preview.errors.length
    throw new HttpError(422, {
      message: count > 0 ? `Nothing was written: ${count} ${count === 1 ? 'error' : 'errors'} in the file` : 'The file has no rows',
      ...preview,
    })
  }
  const importId = readableId(IMPORT_PREFIX, 6)
  await recordMovements(
    req,
    movements.map((movement) => ({ ...movement, document: importId })),
  )
  return { importId, fileName: preview.fileName, rows: preview.rows, units: preview.units }
}

/**
 * How long a revert holds its claim on the import: longer than any revert takes. A revert that succeeded keeps it, and
 * its reversing movements answer every later one; a revert that failed gives it back, so the import can be tried again.
 */
const REVERT_CLAIM_MS = 60 * 60 * 1000

/**
 * Takes an import's units out again with reversing movements, all or none: 404 for an unknown import, 409 when it was
 * reverted already or some of its units have since been taken (shipped, reserved, moved). Of reverts sent together to
 * any of the servers, one claims the import (a conditional write the database decides) and the others get 409.
 */
export async function revertStockImport(req: PayloadRequest, importId: string): Promise<StockImportReverted> {
  const { docs } = importId.startsWith(`${IMPORT_PREFIX}-`)
    ? await req.payload.find({
        collection: 'stock-movements',
        where: { document: { equals: importId } },
        depth: 0,
        pagination: false,
        req,
      })
    : { docs: [] }
  if (docs.length === 0) throw notFound(`There is no stock import ${importId}`)
  if (docs.some((movement) => movement.reverses)) throw conflict({ message: `Stock import ${importId} was reverted already` })
  const claim = await claimTask(req.payload, `stock-import-revert:${importId}`, REVERT_CLAIM_MS)
  if (!claim) throw conflict({ message: `Stock import ${importId} is being reverted or was reverted already` })
  try {
    return await reverse(req, importId, docs)
  } catch (error) {
    await releaseTask(req.payload, claim)
    throw error
  }
}

/** Writes the movements that take `docs`, an import's receipts, out again: all or none. */
async function reverse(req: PayloadRequest, importId: string, docs: StockMovement[]): Promise<StockImportReverted> {
  const reversing: MovementInput[] = docs.map((movement) => ({
    type: 'receipt',
    code: movement.code,
    lot: movement.lot,
    expiry: movement.expiry,
    location: typeof movement.location === 'object' ? String(movement.location.id) : String(movement.location),
    quantity: -movement.quantity,
    document: importId,
    reverses: String(movement.id),
  }))
  try {
    return { importId, movements: (await recordMovements(req, reversing)).length }
  } catch (error) {
    if (!(error instanceof StockShortage)) throw error
    const taken = reversing[error.index]!
    throw conflict({
      message: `Nothing was reverted: code ${error.code} lot ${error.lot} has ${error.available} available of the ${-taken.quantity} the import received; units were taken since`,
      code: error.code,
      lot: error.lot,
      available: error.available,
    })
  }
}
