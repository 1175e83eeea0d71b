'use client'

import type { StockImportApplied, StockImportPreview } from '../../contract/stock-import'
import { RowErrorsTable } from '../shared/RowErrorsTable'
import { SpreadsheetImport } from '../shared/SpreadsheetImport'

const IMPORTS_URL = '/api/staff/stock/imports'

function PreviewTable({ preview, apply }: { preview: StockImportPreview; apply?: () => void }) {
  const { errors } = preview
  return (
    <div className="spreadsheet-import__preview" aria-label="Preview">
      <p>
        {preview.fileName}: {preview.rows} rows, {preview.lines.length} ready ({preview.units} units), {errors.length}{' '}
        {errors.length === 1 ? 'error' : 'errors'}.
      </p>
      {errors.length > 0 ? <RowErrorsTable errors={errors} /> : null}
      {apply && errors.length === 0 && preview.lines.length > 0 ? (
        <button type="button" className="btn btn--style-primary btn--size-medium" onClick={apply}>
          Receive {preview.units} units
        </button>
      ) : null}
    </div>
  )
}

/**
 * Opening stock or a delivery from a spreadsheet (columns Code or GTIN, Lot, Expiry, Manufactured, Quantity,
 * Location): preview every row, apply all of them at once, revert while the units are still there.
 */
export function StockImportSection() {
  return (
    <section className="stock-import" aria-labelledby="stock-import-title">
      <h2 id="stock-import-title">From a spreadsheet</h2>
      <p className="stock-receipt__hint">
        Opening stock or a delivery: one row per lot with the columns Code or GTIN, Lot, Expiry (YYYY-MM), Quantity, and optionally
        Manufactured and Location (its code; none: Main warehouse).
      </p>
      <SpreadsheetImport<StockImportPreview, StockImportApplied>
        url={IMPORTS_URL}
        applyUrl={() => IMPORTS_URL}
        previewButton="Preview"
        applyingLabel="Receiving the stock…"
        isPreview={(body) => Array.isArray(body.errors)}
        renderPreview={(preview, apply) => <PreviewTable preview={preview} apply={apply} />}
        renderApplied={(applied, revert) => (
          <div role="status">
            <p>
              Received {applied.units} units in {applied.rows} rows as {applied.importId}.
            </p>
            <button type="button" className="btn btn--style-secondary btn--size-small" onClick={revert}>
              Revert this import
            </button>
          </div>
        )}
        revertUrl={(applied) => `${IMPORTS_URL}/${encodeURIComponent(applied.importId)}/revert`}
        renderReverted={(applied) => <p role="status">{applied.importId} was reverted: its units are out of stock again.</p>}
      />
    </section>
  )
}
