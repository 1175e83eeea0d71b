'use client'

import { useRouter } from 'next/navigation'

import type { ImportApplied, ImportPreview } from '../../contract/catalogue-io'
import { formatCount } from '../../contract/money'
import { SpreadsheetImport } from '../shared/SpreadsheetImport'
import { ImportPreviewPanel } from './ImportPreviewPanel'

const IMPORT_URL = '/api/staff/catalogue/import'

/** The images field is optional: an empty one is not sent. */
function withoutEmptyImages(form: FormData) {
  const images = form.get('images')
  if (images instanceof File && images.size === 0) form.delete('images')
}

/**
 * The import: choose the spreadsheet (and a ZIP of images), see the preview, apply it. What was applied is said here
 * until that import is reverted below (`revertedImportIds`, read again from the server after each revert).
 */
export function ImportForm({ revertedImportIds }: { revertedImportIds: string[] }) {
  const router = useRouter()
  return (
    <section className="catalogue-import__card" aria-labelledby="catalogue-import-title">
      <h2 id="catalogue-import-title">2. Import</h2>
      <SpreadsheetImport<ImportPreview, ImportApplied>
        url={IMPORT_URL}
        applyUrl={(preview) => `${IMPORT_URL}?planId=${encodeURIComponent(preview.planId)}`}
        extraFields={
          <label>
            Images (optional ZIP, matched by file name)
            <input type="file" name="images" accept=".zip,application/zip" />
          </label>
        }
        prepare={withoutEmptyImages}
        previewButton="Preview the changes"
        applyingLabel="Applying the changes…"
        isPreview={(body) => Boolean(body.planId)}
        renderPreview={(preview, apply) => <ImportPreviewPanel preview={preview} onApply={apply} />}
        renderApplied={(applied) =>
          revertedImportIds.includes(applied.importId) ? null : (
            <p className="spreadsheet-import__done" role="status">
              Applied: {formatCount(applied.products.new)} new and {formatCount(applied.products.changed)} changed products,{' '}
              {formatCount(applied.codes.new)} new and {formatCount(applied.codes.changed)} changed codes. It is listed below, where it can
              be reverted.
            </p>
          )
        }
        onApplied={() => router.refresh()}
      />
    </section>
  )
}
