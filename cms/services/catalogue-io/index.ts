import type { PayloadRequest, Where } from 'payload'

import type { ImportApplied, ImportPreview } from '../../contract/catalogue-io'
import { HttpError } from '../../lib/http-errors'
import { applyPlan } from './apply'
import { exportRows, loadCatalogue } from './catalogue'
import { readZipImages } from './images'
import { planImport } from './plan'
import { readUploadedSheet, writeSheet, type SheetFormat } from './sheet'
import { nextTurn } from '../../lib/turn'

export { revertImport } from './revert'
export type { SheetFormat } from './sheet'

/** The catalogue, or the products `where` selects, as a file of one row per catalogue code. */
export async function exportCatalogue(req: PayloadRequest, format: SheetFormat, where?: Where): Promise<Buffer> {
  return writeSheet(exportRows(await loadCatalogue(req, where)), format)
}

export type ImportUpload = { fileName: string; file: Uint8Array; images: Uint8Array | null }

/** What the file would change, and the rows in error; nothing is written. */
export async function previewImport(req: PayloadRequest, upload: ImportUpload): Promise<ImportPreview> {
  return (await plan(req, upload)).preview
}

/**
 * Applies the file in one transaction: 422 with the preview when a row is in error, 409 when `planId` names a
 * preview the catalogue has moved on from.
 */
export async function applyImport(req: PayloadRequest, upload: ImportUpload, planId: string | null): Promise<ImportApplied> {
  const { preview, writes, prices, zip } = await plan(req, upload)
  if (preview.errors.length > 0) {
    throw new HttpError(422, {
      message: `Nothing was written: ${preview.errors.length} ${preview.errors.length === 1 ? 'error' : 'errors'} in the file`,
      ...preview,
    })
  }
  if (planId && planId !== preview.planId) {
    throw new HttpError(409, { message: 'The catalogue changed since this preview: preview the file again', ...preview })
  }
  // The list of changes is the preview's to show; the writes need none of it (tens of thousands at a price revision).
  preview.changes = []
  const importId = await applyPlan(req, { preview, writes, prices }, zip)
  const { fileName, products, codes } = preview
  return { fileName, products, codes, planId: preview.planId, importId }
}

/** The file read, the catalogue read and the plan made, one after the other, letting other requests run between. */
async function plan(req: PayloadRequest, upload: ImportUpload) {
  const rows = await readUploadedSheet(upload.file)
  await nextTurn()
  const zip = await readZipImages(upload.images)
  const catalogue = await loadCatalogue(req)
  await nextTurn()
  const library = new Map([...catalogue.mediaNames].map(([id, name]) => [name, id]))
  const planned = await planImport(upload.fileName, rows, catalogue, {
    library,
    zip: new Set(zip.files.keys()),
    unreadable: zip.unreadable,
  })
  return { ...planned, zip }
}
