'use client'

import { useState } from 'react'

import type { PickSuggestion } from '../../contract/stock'
import type { Problem } from '../use-status-change'

/** An order line as the ship action asks lots for it; `needsExpiry` when its product is sterile. */
export type LotLine = { code: string; name: string; size: string; quantity: number; tracksLots: boolean; needsExpiry: boolean }
type LotRow = { lot: string; expiry: string; quantity: string }

const emptyRow = (quantity: number | string = ''): LotRow => ({ lot: '', expiry: '', quantity: String(quantity) })

/**
 * The lots of each line (lot number, expiry month, quantity), one row per lot; a line starts with one row for its
 * whole quantity. `lots()` is what `shipment.lots` is sent as; `rowOf` finds the row a server problem
 * (`shipment.lots.3.expiry`) points at, since the rows are sent in line order.
 */
export function useShipmentLots(lines: LotLine[]) {
  const [rows, setRows] = useState<LotRow[][]>(() => lines.map((line) => (line.tracksLots ? [emptyRow(line.quantity)] : [])))
  /** Per line, the units no lot in stock covers (from the pick suggestion). */
  const [shortages, setShortages] = useState<number[]>(() => lines.map(() => 0))
  const sent = lines.flatMap((line, lineIndex) => rows[lineIndex].map((row, rowIndex) => ({ line, row, lineIndex, rowIndex })))
  const lots = () =>
    sent.map(({ line, row }) => ({ code: line.code, lot: row.lot, expiry: row.expiry, quantity: Number(row.quantity) || row.quantity }))
  /** Whether staff changed a lot already: a suggestion arriving later never overwrites what they typed. */
  const [edited, setEdited] = useState(false)
  const update = (lineIndex: number, change: (lineRows: LotRow[]) => LotRow[]) => {
    setEdited(true)
    setRows((current) => current.map((lineRows, index) => (index === lineIndex ? change(lineRows) : lineRows)))
  }
  const flatIndex = (lineIndex: number, rowIndex: number) =>
    sent.findIndex((entry) => entry.lineIndex === lineIndex && entry.rowIndex === rowIndex)
  /** Fills each line of a product that tracks stock with the suggested lots, first expiry first. */
  const choose = (suggestion: PickSuggestion) => {
    if (edited) return
    setRows((current) =>
      current.map((lineRows, index) => {
        const picked = suggestion.lines[index]
        if (!picked?.tracked || picked.code !== lines[index]?.code || picked.lots.length === 0) return lineRows
        return picked.lots.map((lot) => ({ lot: lot.lot, expiry: lot.expiry, quantity: String(lot.quantity) }))
      }),
    )
    setShortages(
      lines.map((line, index) => {
        const picked = suggestion.lines[index]
        return picked?.tracked && picked.code === line.code ? picked.short : 0
      }),
    )
  }
  return { rows, update, lots, flatIndex, choose, shortages }
}

type Props = { lines: LotLine[]; state: ReturnType<typeof useShipmentLots>; problems: Problem[] }

export function ShipmentLots({ lines, state, problems }: Props) {
  const { rows, update, flatIndex, shortages } = state
  const problemAt = (lineIndex: number, rowIndex: number) =>
    problems
      .filter((problem) => problem.path?.startsWith(`shipment.lots.${flatIndex(lineIndex, rowIndex)}.`))
      .map((problem) => problem.message)
  return (
    <fieldset className="shipment-lots">
      <legend>Lots shipped (batch number, expiry, quantity)</legend>
      {lines.map((line, lineIndex) => {
        const lineRows = rows[lineIndex]
        const counted = lineRows.reduce((sum, row) => sum + (Number(row.quantity) || 0), 0)
        const label = `${line.code} ${line.name}${line.size ? ` (${line.size})` : ''}`
        return (
          <div key={`${line.code}-${lineIndex}`} className="shipment-lots__line" role="group" aria-label={`Lots of ${line.code}`}>
            <p className="shipment-lots__head">
              <strong>{label}</strong> · quantity {line.quantity}
              {line.tracksLots || lineRows.length > 0 ? (
                <span className={counted === line.quantity ? 'shipment-lots__sum' : 'shipment-lots__sum shipment-lots__sum--off'}>
                  {' '}
                  · lots add up to {counted}
                </span>
              ) : (
                <span className="shipment-lots__sum"> · no lots needed (the product does not track lots)</span>
              )}
              {line.tracksLots || lineRows.length > 0 ? (
                <span className={line.needsExpiry ? 'shipment-lots__expiry shipment-lots__expiry--required' : 'shipment-lots__expiry'}>
                  {line.needsExpiry ? ' · expiry required (sterile)' : ' · expiry optional (not sterile)'}
                </span>
              ) : null}
            </p>
            {shortages[lineIndex] > 0 && (
              <p className="status-actions__error shipment-lots__short" role="status">
                Short by {shortages[lineIndex]}: no lot in stock with the buyer&apos;s shelf life covers them.
              </p>
            )}
            {lineRows.map((row, rowIndex) => {
              const set = (field: keyof LotRow) => (event: React.ChangeEvent<HTMLInputElement>) =>
                update(lineIndex, (current) =>
                  current.map((entry, index) => (index === rowIndex ? { ...entry, [field]: event.target.value } : entry)),
                )
              const errors = problemAt(lineIndex, rowIndex)
              const which = `${line.code}, lot ${rowIndex + 1}`
              return (
                <div key={rowIndex} className="shipment-lots__row">
                  <label>
                    Lot number
                    <input aria-label={`Lot number (${which})`} value={row.lot} onChange={set('lot')} autoComplete="off" />
                  </label>
                  <label>
                    {line.needsExpiry ? 'Expiry' : 'Expiry (optional)'}
                    <input
                      aria-label={`Expiry (${which})`}
                      type="month"
                      placeholder="YYYY-MM"
                      required={line.needsExpiry}
                      value={row.expiry}
                      onChange={set('expiry')}
                    />
                  </label>
                  <label>
                    Quantity
                    <input
                      aria-label={`Quantity (${which})`}
                      type="number"
                      min={1}
                      inputMode="numeric"
                      value={row.quantity}
                      onChange={set('quantity')}
                    />
                  </label>
                  <button
                    type="button"
                    className="shipment-lots__remove"
                    aria-label={`Remove lot ${rowIndex + 1} of ${line.code}`}
                    onClick={() => update(lineIndex, (current) => current.filter((_entry, index) => index !== rowIndex))}
                  >
                    ×
                  </button>
                  {errors.map((message) => (
                    <span key={message} className="status-actions__error shipment-lots__error">
                      {message}
                    </span>
                  ))}
                </div>
              )
            })}
            <button
              type="button"
              className="shipment-lots__add"
              onClick={() => update(lineIndex, (current) => [...current, emptyRow(Math.max(line.quantity - counted, 0) || '')])}
            >
              + Add a lot for {line.code}
            </button>
          </div>
        )
      })}
    </fieldset>
  )
}
