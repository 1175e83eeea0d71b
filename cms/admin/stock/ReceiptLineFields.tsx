'use client'

import { useEffect, useState, type ChangeEvent } from 'react'

import { codesLike } from './api'
import type { CodeOfGtin, LineProblem, ReceiptLine } from './receipt-lines'

type Props = {
  line: ReceiptLine
  number: number
  problems: LineProblem[]
  onChange: (line: ReceiptLine) => void
  onRemove: () => void
}

/** Suggestions for the code typed so far, asked once typing pauses. */
function useCodeSuggestions(text: string): CodeOfGtin[] {
  const [suggestions, setSuggestions] = useState<CodeOfGtin[]>([])
  useEffect(() => {
    if (text.trim().length < 2) return
    let current = true
    const timer = setTimeout(() => {
      void codesLike(text.trim()).then((found) => current && setSuggestions(found))
    }, 200)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [text])
  return text.trim().length < 2 ? [] : suggestions
}

/** One line of the receipt: code (with a picker), lot, expiry, manufacturing date, quantity, and what the server said of it. */
export function ReceiptLineFields({ line, number, problems, onChange, onRemove }: Props) {
  const suggestions = useCodeSuggestions(line.title ? '' : line.code)
  const which = `line ${number}`
  const set = (field: keyof ReceiptLine) => (event: ChangeEvent<HTMLInputElement>) => onChange({ ...line, [field]: event.target.value })
  const setCode = (event: ChangeEvent<HTMLInputElement>) => {
    const code = event.target.value
    const picked = suggestions.find((suggestion) => suggestion.code === code)
    onChange({ ...line, code, title: picked?.title ?? '' })
  }
  const listId = `stock-receipt-codes-${line.key}`
  const invalid = (field: keyof ReceiptLine) => problems.some((problem) => problem.field === field) || undefined
  return (
    <div className="stock-receipt__line" role="group" aria-label={`Line ${number}`}>
      <label className="stock-receipt__code">
        Code
        <input
          aria-label={`Code (${which})`}
          aria-invalid={invalid('code')}
          value={line.code}
          onChange={setCode}
          list={listId}
          autoComplete="off"
          required
        />
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion.code} value={suggestion.code}>
              {suggestion.title}
            </option>
          ))}
        </datalist>
      </label>
      <label className="stock-receipt__lot">
        Lot
        <input
          aria-label={`Lot (${which})`}
          aria-invalid={invalid('lot')}
          value={line.lot}
          onChange={set('lot')}
          autoComplete="off"
          required
        />
      </label>
      <label className="stock-receipt__expiry">
        Expiry
        <input
          aria-label={`Expiry (${which})`}
          aria-invalid={invalid('expiry')}
          type="month"
          placeholder="YYYY-MM"
          value={line.expiry}
          onChange={set('expiry')}
          required
        />
      </label>
      <label className="stock-receipt__made">
        Manufactured
        <input
          aria-label={`Manufactured (${which})`}
          aria-invalid={invalid('manufactured')}
          placeholder="optional, YYYY-MM-DD"
          inputMode="numeric"
          value={line.manufactured}
          onChange={set('manufactured')}
          autoComplete="off"
        />
      </label>
      <label className="stock-receipt__quantity">
        Quantity
        <input
          aria-label={`Quantity (${which})`}
          aria-invalid={invalid('quantity')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={line.quantity}
          onChange={set('quantity')}
          required
        />
      </label>
      <button type="button" className="stock-receipt__remove" aria-label={`Remove line ${number}`} onClick={onRemove}>
        ×
      </button>
      {line.title ? <p className="stock-receipt__title">{line.title}</p> : null}
      {problems.map((problem) => (
        <p key={`${problem.field}-${problem.message}`} className="stock-receipt__error stock-receipt__line-error" role="alert">
          {problem.message}
        </p>
      ))}
    </div>
  )
}
