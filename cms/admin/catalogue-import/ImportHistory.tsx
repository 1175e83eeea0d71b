'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { PreviewCounts } from '../../contract/catalogue-io'
import { formatCount } from '../../contract/money'

export type ImportSummary = {
  id: string
  fileName: string
  at: string
  by: string
  counts: { products: PreviewCounts; codes: PreviewCounts }
  revertedAt: string | null
  revertSkipped: { slug: string; reason: string }[]
}

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

/** The imports applied so far, newest first, each with "Revert this import" until it is reverted. */
export function ImportHistory({ imports }: { imports: ImportSummary[] }) {
  return (
    <section className="catalogue-import__card" aria-labelledby="catalogue-imports-title">
      <h2 id="catalogue-imports-title">3. Imports applied</h2>
      {imports.length === 0 ? <p className="catalogue-import__hint">No import has been applied yet.</p> : null}
      <ul className="catalogue-import__history">
        {imports.map((entry) => (
          <ImportRecord key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  )
}

function ImportRecord({ entry }: { entry: ImportSummary }) {
  const router = useRouter()
  const [confirming, setConfirming] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const { products, codes } = entry.counts

  async function revert() {
    setConfirming(false)
    setMessage('Reverting…')
    const response = await fetch(`/api/staff/catalogue/imports/${entry.id}/revert`, { method: 'POST', credentials: 'include' })
    const body = await response.json().catch(() => ({}))
    if (!response.ok) return setMessage(body.message ?? `The server answered ${response.status}`)
    const skipped = (body.skipped as ImportSummary['revertSkipped']).map((row) => `${row.slug} (${row.reason})`)
    setMessage(
      `Reverted ${body.reverted.length} ${body.reverted.length === 1 ? 'product' : 'products'}.` +
        (skipped.length ? ` Not reverted, edited since: ${skipped.join(', ')}.` : ''),
    )
    router.refresh()
  }

  return (
    <li className="catalogue-import__record" aria-label={`Import of ${entry.fileName}`}>
      <div>
        <strong>{entry.fileName}</strong> · {when(entry.at)} · {entry.by}
      </div>
      <div className="catalogue-import__hint">
        Products {formatCount(products.new)} new, {formatCount(products.changed)} changed · codes {formatCount(codes.new)} new,{' '}
        {formatCount(codes.changed)} changed
      </div>
      {entry.revertedAt ? (
        <div className="catalogue-import__hint">
          Reverted {when(entry.revertedAt)}
          {entry.revertSkipped.length ? ` (not reverted, edited since: ${entry.revertSkipped.map((row) => row.slug).join(', ')})` : ''}
        </div>
      ) : confirming ? (
        <div className="spreadsheet-import__fields">
          <span>Restore the values from before this import?</span>
          <button type="button" className="btn btn--style-primary btn--size-small" onClick={revert}>
            Yes, revert
          </button>
          <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setConfirming(true)}>
          Revert this import
        </button>
      )}
      {message ? (
        <p role="status" className="catalogue-import__hint">
          {message}
        </p>
      ) : null}
    </li>
  )
}
