'use client'

import { describeChange, type ImportPreview, type PreviewCounts } from '../../contract/catalogue-io'
import { formatCount } from '../../contract/money'
import { RowErrorsTable } from '../shared/RowErrorsTable'

/** Changes listed on screen; the rest are counted (the apply writes them all). */
const SHOWN_CHANGES = 500

const countsLine = (label: string, counts: PreviewCounts) =>
  `${label}: ${formatCount(counts.new)} new, ${formatCount(counts.changed)} changed, ${formatCount(counts.unchanged)} unchanged`

function downloadErrors(preview: ImportPreview) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${preview.errorFile ?? ''}`], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `rows-in-error-${preview.fileName.replace(/\.(xlsx|csv)$/i, '')}.csv`
  link.click()
  URL.revokeObjectURL(url)
}

/** What the file would change, or why it cannot be applied; "Apply" only when there are changes and no errors. */
export function ImportPreviewPanel({ preview, onApply }: { preview: ImportPreview; onApply: () => void }) {
  const hasErrors = preview.errors.length > 0
  return (
    <div className="spreadsheet-import__preview" aria-label="Preview">
      <h3>Preview of {preview.fileName}</h3>
      <ul className="catalogue-import__counts">
        <li>{countsLine('Products', preview.products)}</li>
        <li>{countsLine('Codes', preview.codes)}</li>
        <li>
          {formatCount(preview.errors.length)} {preview.errors.length === 1 ? 'row in error' : 'errors'}
        </li>
      </ul>
      {hasErrors ? (
        <>
          <p className="spreadsheet-import__error" role="alert">
            Nothing will be written while a row is in error. Fix these rows and preview again.
          </p>
          <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => downloadErrors(preview)}>
            Download the rows in error
          </button>
          <RowErrorsTable errors={preview.errors} />
        </>
      ) : null}
      {preview.changes.length > 0 ? (
        <div className="spreadsheet-import__table-wrap">
          <table className="spreadsheet-import__table" aria-label="Changes">
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Product</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {preview.changes.slice(0, SHOWN_CHANGES).map((change, index) => (
                <tr key={index} className={`catalogue-import__change--${change.action}`}>
                  <td>{change.row}</td>
                  <td>{change.slug}</td>
                  <td>{describeChange(change)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.changes.length > SHOWN_CHANGES ? (
            <p className="spreadsheet-import__hint">…and {preview.changes.length - SHOWN_CHANGES} more changes.</p>
          ) : null}
        </div>
      ) : !hasErrors ? (
        <p role="status">The file changes nothing.</p>
      ) : null}
      {!hasErrors && preview.changes.length > 0 ? (
        <button type="button" className="btn btn--style-primary btn--size-medium" onClick={onApply}>
          Apply these changes
        </button>
      ) : null}
    </div>
  )
}
