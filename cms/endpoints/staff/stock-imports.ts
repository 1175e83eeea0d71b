import type { Endpoint, PayloadRequest } from 'payload'

import { MAX_UPLOAD_BODY_BYTES } from '../../lib/server-shared.mjs'
import { applyStockImport, previewStockImport, revertStockImport, type StockImportUpload } from '../../services/stock'
import { handle, json } from '../http'
import { requireRole } from './require-role'
import { readSpreadsheetForm } from './spreadsheet-upload'

const SEND_AS_FORM = 'Send the spreadsheet as multipart/form-data: a "file" field (.xlsx or .csv)'

async function readUpload(req: PayloadRequest): Promise<StockImportUpload> {
  const { fileName, file } = await readSpreadsheetForm(req, MAX_UPLOAD_BODY_BYTES, SEND_AS_FORM)
  return { fileName: fileName || 'stock', file }
}

const flag = (value: unknown) => value !== undefined && value !== null && !['0', 'false', ''].includes(String(value))

/**
 * `POST /api/staff/stock/imports[?dryRun=1]` (multipart: file; admins and warehouse): with dryRun, the preview (each
 * row checked, nothing written); without, every row received in one set of movements under the import's id (201),
 * or 422 with the preview when a row is in error.
 */
async function importHandler(req: PayloadRequest): Promise<Response> {
  requireRole(req, 'warehouse')
  const upload = await readUpload(req)
  if (flag((req.query as Record<string, unknown> | undefined)?.dryRun)) return json(await previewStockImport(req, upload))
  return json(await applyStockImport(req, upload), 201)
}

/** `POST /api/staff/stock/imports/:id/revert`: the import's units taken out again; 409 when some were taken since. */
async function revertHandler(req: PayloadRequest): Promise<Response> {
  requireRole(req, 'warehouse')
  return json(await revertStockImport(req, String(req.routeParams?.id ?? '')))
}

export const stockImportEndpoints: Endpoint[] = [
  { method: 'post', path: '/staff/stock/imports', handler: handle(importHandler) },
  { method: 'post', path: '/staff/stock/imports/:id/revert', handler: handle(revertHandler) },
]
