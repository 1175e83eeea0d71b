'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useState, type ChangeEvent } from 'react'

type Outcome = { ok: true; lines: number } | { ok: false; messages: string[] }

/**
 * On a saved price list: replace its lines from a CSV file `code,price` (rupees), through
 * `POST /api/staff/price-lists/:id/lines.csv`; bad rows are listed with their row numbers and nothing is saved.
 */
export default function LinesCsvUpload() {
  const { id } = useDocumentInfo()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [busy, setBusy] = useState(false)
  if (id === undefined || id === null) return <p className="field-description">Save the list first, then upload its lines as a CSV.</p>

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setBusy(true)
    try {
      const response = await fetch(`/api/staff/price-lists/${encodeURIComponent(String(id))}/lines.csv`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'text/csv' },
        body: await file.text(),
      })
      const body = (await response.json()) as { lines?: number; message?: string; errors?: { field: string; message: string }[] }
      if (response.ok) {
        setOutcome({ ok: true, lines: body.lines ?? 0 })
        window.location.reload()
      } else {
        setOutcome({
          ok: false,
          messages: body.errors?.map((error) => `${error.field}: ${error.message}`) ?? [body.message ?? 'Upload refused'],
        })
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <label className="field-label" htmlFor="price-list-csv">
        Replace the lines from a CSV file (columns code, price in rupees)
      </label>
      <input id="price-list-csv" type="file" accept=".csv,text/csv" disabled={busy} onChange={upload} />
      {outcome?.ok ? <p>{outcome.lines} lines saved.</p> : null}
      {outcome && !outcome.ok ? (
        <ul role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {outcome.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
