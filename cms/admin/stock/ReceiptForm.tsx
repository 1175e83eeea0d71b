'use client'

import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react'

import { parseGs1 } from '../../contract/gs1'
import { expiryLabel, normaliseLotNumber } from '../../contract/lots'
import { codeOfGtin, postReceipt } from './api'
import { ReceiptLineFields } from './ReceiptLineFields'
import { emptyLine, placeProblems, receiptRequest, withScan, type CodeOfGtin, type PlacedProblems, type ReceiptLine } from './receipt-lines'
import { ScanField } from './ScanField'

export type StockLocationChoice = { id: string; name: string }

/** A receipt recorded: its reference (`document` in the answer), where it went, and its lines as sent. */
type Saved = { reference: string; location: string; lines: ReceiptLine[] }

const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`
const noProblems: PlacedProblems = { general: [], location: [], byLine: new Map() }

/**
 * The goods receipt: a scan field that turns each box's GS1 code into a line, lines typed by hand, a location, and
 * Save, which posts the receipt and puts the server's field messages beside the lines they name.
 */
export function ReceiptForm({ locations, defaultLocation }: { locations: StockLocationChoice[]; defaultLocation: string }) {
  const [location, setLocation] = useState(defaultLocation)
  const [lines, setLines] = useState<ReceiptLine[]>([])
  const [scanError, setScanError] = useState<string | null>(null)
  const [added, setAdded] = useState<string | null>(null)
  const [problems, setProblems] = useState<PlacedProblems>(noProblems)
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState<Saved | null>(null)
  const nextKey = useRef(1)
  const known = useRef(new Map<string, CodeOfGtin>())

  async function scan(text: string) {
    const result = parseGs1(text)
    if ('problems' in result) {
      setScanError(result.problems.join(' '))
      return
    }
    let found = known.current.get(result.gtin)
    if (!found) {
      const answer = await codeOfGtin(result.gtin)
      if ('problem' in answer) {
        setScanError(answer.problem)
        return
      }
      known.current.set(result.gtin, answer)
      found = answer
    }
    const code = found
    setScanError(null)
    setSaved(null)
    setLines((current) => withScan(current, result, code, nextKey.current++))
    setAdded(
      `Added ${code.code}${result.lot ? ` · lot ${result.lot}` : ''}${result.expiry ? ` · exp. ${expiryLabel(result.expiry)}` : ''} · ${units(result.quantity ?? 1)}`,
    )
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (lines.length === 0) {
      setProblems({ ...noProblems, general: ['Scan a box or add a line before saving'] })
      return
    }
    setSaving(true)
    const answer = await postReceipt(receiptRequest(location, lines))
    setSaving(false)
    if (answer.ok) {
      setSaved({
        reference: typeof answer.body.document === 'string' ? answer.body.document : '',
        location: locations.find((choice) => choice.id === location)?.name ?? '',
        lines,
      })
      setLines([])
      setProblems(noProblems)
      setAdded(null)
      setScanError(null)
    } else setProblems(placeProblems(answer.problems, answer.message))
  }

  const change = (key: number) => (line: ReceiptLine) => setLines((current) => current.map((entry) => (entry.key === key ? line : entry)))
  const remove = (key: number) => () => {
    setLines((current) => current.filter((entry) => entry.key !== key))
    setProblems(noProblems)
  }
  // Enter in a line's field must not save half a receipt (a scanner aimed while a line's field has the focus ends with Enter).
  const keepEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault()
  }
  const total = lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0)

  return (
    <form className="stock-receipt__form" aria-label="Goods receipt" noValidate onSubmit={save} onKeyDown={keepEnter}>
      <div className="stock-receipt__top">
        <ScanField onScan={(text) => void scan(text)} error={scanError} added={added} />
        <label className="stock-receipt__location">
          Location
          <select value={location} onChange={(event) => setLocation(event.target.value)}>
            {locations.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
          {problems.location.map((message) => (
            <span key={message} className="stock-receipt__error" role="alert">
              {message}
            </span>
          ))}
        </label>
      </div>
      <fieldset className="stock-receipt__lines">
        <legend>Lines {lines.length > 0 ? `(${lines.length}, ${units(total)})` : ''}</legend>
        {lines.length === 0 ? <p className="stock-receipt__hint">No lines yet: scan a box, or add a line by hand.</p> : null}
        {lines.map((line, index) => (
          <ReceiptLineFields
            key={line.key}
            line={line}
            number={index + 1}
            problems={problems.byLine.get(index) ?? []}
            onChange={change(line.key)}
            onRemove={remove(line.key)}
          />
        ))}
        <button
          type="button"
          className="stock-receipt__add"
          onClick={() => setLines((current) => [...current, emptyLine(nextKey.current++)])}
        >
          + Add a line by hand
        </button>
      </fieldset>
      {problems.general.map((message) => (
        <p key={message} className="stock-receipt__error" role="alert">
          {message}
        </p>
      ))}
      <button type="submit" className="btn btn--style-primary btn--size-medium stock-receipt__save" disabled={saving}>
        {saving ? 'Saving…' : 'Save receipt'}
      </button>
      {saved ? <SavedSummary saved={saved} /> : null}
    </form>
  )
}

function SavedSummary({ saved }: { saved: Saved }) {
  const total = saved.lines.reduce((sum, line) => sum + Number(line.quantity), 0)
  return (
    <section className="stock-receipt__saved" role="status" aria-label="Receipt saved">
      <p>
        <strong>
          Received {units(total)} in {saved.lines.length} {saved.lines.length === 1 ? 'line' : 'lines'}
          {saved.location ? ` into ${saved.location}` : ''}.
        </strong>
        {saved.reference ? ` Receipt ${saved.reference}.` : ''}
      </p>
      <ul>
        {saved.lines.map((line) => (
          <li key={line.key}>
            {line.code} · lot {normaliseLotNumber(line.lot)} · exp. {expiryLabel(line.expiry)} · {units(Number(line.quantity))}
          </li>
        ))}
      </ul>
    </section>
  )
}
