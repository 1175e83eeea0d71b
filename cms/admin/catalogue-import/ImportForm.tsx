'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import type { ImportApplied, ImportPreview } from '../../contract/catalogue-io'
import { formatCount } from '../../contract/money'
import { ImportPreviewPanel } from './ImportPreviewPanel'

const IMPORT_URL = '/api/staff/catalogue/import'

type State =
  | { step: 'choose' }
  | { step: 'busy'; label: string }
  | { step: 'preview'; preview: ImportPreview }
  | { step: 'applied'; applied: ImportApplied }
  | { step: 'refused'; message: string; preview?: ImportPreview }

/** Sends the chosen files; the answer's JSON, or its message when refused. */
async function send(form: FormData, query: string): Promise<{ ok: boolean; body: Record<string, any> }> {
  const response = await fetch(`${IMPORT_URL}?${query}`, { method: 'POST', body: form, credentials: 'include' })
  const body = await response.json().catch(() => ({ message: `The server answered ${response.status}` }))
  return { ok: response.ok, body }
}

/**
 * The import: choose the spreadsheet (and a ZIP of images), see the preview, apply it. What was applied is said here
 * until that import is reverted below (`revertedImportIds`, read again from the server after each revert).
 */
export function ImportForm({ revertedImportIds }: { revertedImportIds: string[] }) {
  const router = useRouter()
  const [files, setFiles] = useState<FormData | null>(null)
  const [state, setState] = useState<State>({ step: 'choose' })

  async function preview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const images = form.get('images')
    if (images instanceof File && images.size === 0) form.delete('images')
    setFiles(form)
    setState({ step: 'busy', label: 'Reading the file…' })
    const { ok, body } = await send(form, 'dryRun=1')
    setState(ok ? { step: 'preview', preview: body as ImportPreview } : { step: 'refused', message: body.message })
  }

  async function apply(planId: string) {
    if (!files) return
    setState({ step: 'busy', label: 'Applying the changes…' })
    const { ok, body } = await send(files, `planId=${encodeURIComponent(planId)}`)
    if (ok) {
      setState({ step: 'applied', applied: body as ImportApplied })
      router.refresh()
    } else setState({ step: 'refused', message: body.message, preview: body.planId ? (body as ImportPreview) : undefined })
  }

  return (
    <section className="catalogue-import__card" aria-labelledby="catalogue-import-title">
      <h2 id="catalogue-import-title">2. Import</h2>
      <form className="catalogue-import__fields" onSubmit={preview}>
        <label>
          Spreadsheet (.xlsx or .csv)
          <input
            type="file"
            name="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
          />
        </label>
        <label>
          Images (optional ZIP, matched by file name)
          <input type="file" name="images" accept=".zip,application/zip" />
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-medium catalogue-import__button" disabled={state.step === 'busy'}>
          Preview the changes
        </button>
      </form>
      <div aria-live="polite">
        {state.step === 'busy' ? <p className="catalogue-import__hint">{state.label}</p> : null}
        {state.step === 'refused' ? (
          <p className="catalogue-import__error" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.step === 'applied' && !revertedImportIds.includes(state.applied.importId) ? (
          <p className="catalogue-import__done" role="status">
            Applied: {formatCount(state.applied.products.new)} new and {formatCount(state.applied.products.changed)} changed products,{' '}
            {formatCount(state.applied.codes.new)} new and {formatCount(state.applied.codes.changed)} changed codes. It is listed below,
            where it can be reverted.
          </p>
        ) : null}
      </div>
      {state.step === 'preview' || (state.step === 'refused' && state.preview) ? (
        <ImportPreviewPanel preview={state.step === 'preview' ? state.preview : state.preview!} onApply={apply} />
      ) : null}
    </section>
  )
}
