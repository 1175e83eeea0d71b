'use client'

import { useState, type FormEvent } from 'react'

import type { StockImportApplied, StockImportPreview } from '../../contract/stock-import'

const IMPORTS_URL = '/api/staff/stock/imports'

type State =
  | { step: 'choose' }
  | { step: 'busy'; label: string }
  | { step: 'preview'; preview: StockImportPreview }
  | { step: 'applied'; applied: StockImportApplied }
  | { step: 'reverted'; importId: string }
  | { step: 'refused'; message: string; preview?: StockImportPreview }

async function send(url: string, form?: FormData): Promise<{ ok: boolean; body: Record<string, any> }> {
  try {
    const response = await fetch(url, { method: 'POST', body: form, credentials: 'include' })
    const body = await response.json().catch(() => ({ message: `The server answered ${response.status}` }))
    return { ok: response.ok, body }
  } catch {
    return { ok: false, body: { message: 'The server could not be reached: check the connection and try again' } }
  }
}

function PreviewTable({ preview }: { preview: StockImportPreview }) {
  return (
    <div className="stock-import__preview">
      <p>
        {preview.fileName}: {preview.rows} rows, {preview.lines.length} ready ({preview.units} units), {preview.errors.length}{' '}
        {preview.errors.length === 1 ? 'error' : 'errors'}.
      </p>
      {preview.errors.length > 0 ? (
        <table className="stock-import__errors">
          <thead>
            <tr>
              <th>Row</th>
              <th>Column</th>
              <th>Problem</th>
            </tr>
          </thead>
          <tbody>
            {preview.errors.map((error, index) => (
              <tr key={index}>
                <td>{error.row}</td>
                <td>{error.column}</td>
                <td>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  )
}

/**
 * Opening stock or a delivery from a spreadsheet (columns Code or GTIN, Lot, Expiry, Manufactured, Quantity,
 * Location): preview every row, apply all of them at once, revert while the units are still there.
 */
export function StockImportSection() {
  const [file, setFile] = useState<FormData | null>(null)
  const [state, setState] = useState<State>({ step: 'choose' })

  async function preview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setFile(form)
    setState({ step: 'busy', label: 'Reading the file…' })
    const { ok, body } = await send(`${IMPORTS_URL}?dryRun=1`, form)
    setState(ok ? { step: 'preview', preview: body as StockImportPreview } : { step: 'refused', message: body.message })
  }

  async function apply() {
    if (!file) return
    setState({ step: 'busy', label: 'Receiving the stock…' })
    const { ok, body } = await send(IMPORTS_URL, file)
    if (ok) setState({ step: 'applied', applied: body as StockImportApplied })
    else
      setState({ step: 'refused', message: body.message, preview: Array.isArray(body.errors) ? (body as StockImportPreview) : undefined })
  }

  async function revert(importId: string) {
    setState({ step: 'busy', label: 'Reverting…' })
    const { ok, body } = await send(`${IMPORTS_URL}/${encodeURIComponent(importId)}/revert`)
    setState(ok ? { step: 'reverted', importId } : { step: 'refused', message: body.message })
  }

  return (
    <section className="stock-import" aria-labelledby="stock-import-title">
      <h2 id="stock-import-title">From a spreadsheet</h2>
      <p className="stock-receipt__hint">
        Opening stock or a delivery: one row per lot with the columns Code or GTIN, Lot, Expiry (YYYY-MM), Quantity, and optionally
        Manufactured and Location (its code; none: Main warehouse).
      </p>
      <form className="stock-import__fields" onSubmit={preview}>
        <label>
          Spreadsheet (.xlsx or .csv)
          <input
            type="file"
            name="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
          />
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-medium" disabled={state.step === 'busy'}>
          Preview
        </button>
      </form>
      <div aria-live="polite">
        {state.step === 'busy' ? <p className="stock-receipt__hint">{state.label}</p> : null}
        {state.step === 'refused' ? (
          <p className="stock-receipt__error" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.step === 'applied' ? (
          <div role="status">
            <p>
              Received {state.applied.units} units in {state.applied.rows} rows as {state.applied.importId}.
            </p>
            <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void revert(state.applied.importId)}>
              Revert this import
            </button>
          </div>
        ) : null}
        {state.step === 'reverted' ? <p role="status">{state.importId} was reverted: its units are out of stock again.</p> : null}
      </div>
      {state.step === 'preview' ? (
        <>
          <PreviewTable preview={state.preview} />
          {state.preview.errors.length === 0 && state.preview.lines.length > 0 ? (
            <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => void apply()}>
              Receive {state.preview.units} units
            </button>
          ) : null}
        </>
      ) : null}
      {state.step === 'refused' && state.preview ? <PreviewTable preview={state.preview} /> : null}
    </section>
  )
}
