import type { Endpoint, PayloadRequest } from 'payload'

import { CATALOGUE_IMPORT_PATH, MAX_CATALOGUE_UPLOAD_BYTES } from '../../lib/server-shared.mjs'
import { applyImport, previewImport, revertImport, type ImportUpload } from '../../services/catalogue-io'
import { handle, json } from '../http'
import { requireRole } from './require-role'
import { readSpreadsheetForm } from './spreadsheet-upload'

const SEND_AS_FORM = 'Send the spreadsheet as multipart/form-data: a "file" field (.xlsx or .csv) and, optionally, an "images" ZIP'

/** The spreadsheet and the optional ZIP of images of a multipart body, within the catalogue's upload limit. */
async function readUpload(req: PayloadRequest): Promise<ImportUpload> {
  const { form, fileName, file } = await readSpreadsheetForm(req, MAX_CATALOGUE_UPLOAD_BYTES, SEND_AS_FORM)
  const images = form.get('images')
  return {
    fileName: fileName || 'catalogue',
    file,
    images: images instanceof Blob && images.size > 0 ? new Uint8Array(await images.arrayBuffer()) : null,
  }
}

const flag = (value: unknown) => value !== undefined && value !== null && !['0', 'false', ''].includes(String(value))

/**
 * `POST /api/staff/catalogue/import[?dryRun=1][&planId=…]` (multipart: file, images): with dryRun, the preview;
 * without, the changes applied in one transaction (201), refused with the preview when a row is in error (422).
 */
async function importHandler(req: PayloadRequest): Promise<Response> {
  requireRole(req, 'catalogue-editor')
  const query = (req.query ?? {}) as Record<string, unknown>
  const upload = await readUpload(req)
  if (flag(query.dryRun)) return json(await previewImport(req, upload))
  const planId = typeof query.planId === 'string' && query.planId !== '' ? query.planId : null
  return json(await applyImport(req, upload, planId), 201)
}

/** `POST /api/staff/catalogue/imports/:id/revert`: restores what the import changed, but for products edited since. */
async function revertHandler(req: PayloadRequest): Promise<Response> {
  requireRole(req, 'catalogue-editor')
  return json(await revertImport(req, String(req.routeParams?.id ?? '')))
}

export const catalogueImportEndpoints: Endpoint[] = [
  { method: 'post', path: CATALOGUE_IMPORT_PATH, handler: handle(importHandler) },
  { method: 'post', path: '/staff/catalogue/imports/:id/revert', handler: handle(revertHandler) },
]
