'use client'

import { useState, type FormEvent, type ReactNode } from 'react'

import './spreadsheet-import.scss'

type Answer = { ok: boolean; body: Record<string, any> }

/** Posts `form` (or nothing) to `url`: the answer's JSON, or a message when it is not JSON or the server is unreachable. */
async function send(url: string, form?: FormData): Promise<Answer> {
  try {
    const response = await fetch(url, { method: 'POST', body: form, credentials: 'include' })
    const body = await response.json().catch(() => ({ message: `The server answered ${response.status}` }))
    return { ok: response.ok, body }
  } catch {
    return { ok: false, body: { message: 'The server could not be reached: check the connection and try again' } }
  }
}

type Step<P, A> =
  | { step: 'choose' }
  | { step: 'busy'; label: string }
  | { step: 'preview'; preview: P }
  | { step: 'applied'; applied: A }
  | { step: 'reverted'; applied: A }
  | { step: 'refused'; message: string; preview?: P }

export type SpreadsheetImportProps<P, A> = {
  /** The import's endpoint: `?dryRun=1` previews the file, `applyUrl(preview)` applies it. */
  url: string
  applyUrl: (preview: P) => string
  /** Inputs sent beside the spreadsheet (a ZIP of images). */
  extraFields?: ReactNode
  previewButton: string
  applyingLabel: string
  /** The form as it will be sent: empty optional fields taken out. */
  prepare?: (form: FormData) => void
  /** Whether a refused apply's answer is the preview again (with its rows in error). */
  isPreview: (body: Record<string, any>) => boolean
  /** What the file would do, with the button that applies it when it can be. */
  renderPreview: (preview: P, apply: () => void) => ReactNode
  /** What was applied; `revert` is there when the import can be reverted here. */
  renderApplied: (applied: A, revert?: () => void) => ReactNode
  /** The import's revert endpoint, for imports reverted right after they are applied. */
  revertUrl?: (applied: A) => string
  renderReverted?: (applied: A) => ReactNode
  onApplied?: () => void
}

/**
 * A spreadsheet upload: choose the file, see the preview of every row, apply it (and, where offered, revert it).
 * Each import says what its preview and its result look like; the steps and their messages are the same for all.
 */
export function SpreadsheetImport<P, A>(props: SpreadsheetImportProps<P, A>) {
  const [form, setForm] = useState<FormData | null>(null)
  const [state, setState] = useState<Step<P, A>>({ step: 'choose' })

  async function preview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const chosen = new FormData(event.currentTarget)
    props.prepare?.(chosen)
    setForm(chosen)
    setState({ step: 'busy', label: 'Reading the file…' })
    const { ok, body } = await send(`${props.url}?dryRun=1`, chosen)
    setState(ok ? { step: 'preview', preview: body as P } : { step: 'refused', message: body.message })
  }

  async function apply(previewed: P) {
    if (!form) return
    setState({ step: 'busy', label: props.applyingLabel })
    const { ok, body } = await send(props.applyUrl(previewed), form)
    if (ok) {
      setState({ step: 'applied', applied: body as A })
      props.onApplied?.()
    } else setState({ step: 'refused', message: body.message, preview: props.isPreview(body) ? (body as P) : undefined })
  }

  async function revert(applied: A, revertUrl: string) {
    setState({ step: 'busy', label: 'Reverting…' })
    const { ok, body } = await send(revertUrl)
    setState(ok ? { step: 'reverted', applied } : { step: 'refused', message: body.message })
  }

  const revertOf = (applied: A) => {
    const revertUrl = props.revertUrl?.(applied)
    return revertUrl ? () => void revert(applied, revertUrl) : undefined
  }
  const shown = state.step === 'preview' ? state.preview : state.step === 'refused' ? state.preview : undefined

  return (
    <>
      <form className="spreadsheet-import__fields" onSubmit={preview}>
        <label>
          Spreadsheet (.xlsx or .csv)
          <input
            type="file"
            name="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
          />
        </label>
        {props.extraFields}
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={state.step === 'busy'}>
          {props.previewButton}
        </button>
      </form>
      <div aria-live="polite">
        {state.step === 'busy' ? <p className="spreadsheet-import__hint">{state.label}</p> : null}
        {state.step === 'refused' ? (
          <p className="spreadsheet-import__error" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.step === 'applied' ? props.renderApplied(state.applied, revertOf(state.applied)) : null}
        {state.step === 'reverted' ? props.renderReverted?.(state.applied) : null}
      </div>
      {shown ? props.renderPreview(shown, () => void apply(shown)) : null}
    </>
  )
}
