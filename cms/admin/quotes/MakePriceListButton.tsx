'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRef, useState } from 'react'

import { idOf } from '../../contract/ids'

type Outcome = { ok: true; id: string; message: string } | { ok: false; message: string }

/** Drawn like the admin's own fields, in its theme's colours. */
const DATE_INPUT = {
  display: 'block',
  width: '100%',
  height: '40px',
  padding: '0 15px',
  margin: '0.25rem 0 0.5rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-elevation-800)',
  font: 'inherit',
} as const

const priceListUrl = (id: string) => `/admin/collections/price-lists/${encodeURIComponent(id)}`

/**
 * In the sidebar of an accepted (ORDERED) quote: makes a price list for its buyer at the quoted prices, until the day
 * staff choose, through `POST /api/staff/quotes/:id/price-list`, and says when the buyer's account still has to be
 * verified.
 */
export default function MakePriceListButton() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const linked = useFormFields(([fields]) => fields.priceList?.value) as string | { id: string } | null | undefined
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [busy, setBusy] = useState(false)
  // Read when the button is pressed, not kept in state: a day typed before the page hydrated still counts.
  const lastDay = useRef<HTMLInputElement>(null)
  if (id === undefined || id === null || status !== 'ORDERED') return null

  const linkedId = outcome?.ok ? outcome.id : idOf(linked)
  if (linkedId && !outcome) {
    return (
      <p className="field-description">
        <a href={priceListUrl(linkedId)}>Open the price list made from this quote</a>
      </p>
    )
  }

  const make = async () => {
    setBusy(true)
    try {
      const response = await fetch(`/api/staff/quotes/${encodeURIComponent(String(id))}/price-list`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(lastDay.current?.value ? { validUntil: lastDay.current.value } : {}),
      })
      const body = (await response.json().catch(() => ({}))) as { id?: string; message?: string }
      setOutcome(
        response.ok && body.id
          ? { ok: true, id: body.id, message: body.message ?? 'Price list made.' }
          : { ok: false, message: body.message ?? `Refused (${response.status})` },
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: '1.5rem' }}>
      {outcome?.ok ? null : (
        <>
          <label className="field-label" htmlFor="rate-contract-valid-until">
            Rate contract valid until
          </label>
          <input ref={lastDay} id="rate-contract-valid-until" type="date" style={DATE_INPUT} />
          <p className="field-description">Leave empty: the quote's last valid day, or a year from today once that has passed.</p>
          <Button buttonStyle="secondary" size="medium" disabled={busy} onClick={make}>
            Make a price list for this buyer
          </Button>
        </>
      )}
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} style={outcome.ok ? undefined : { color: 'var(--theme-error-500)' }}>
          {outcome.message} {outcome.ok ? <a href={priceListUrl(outcome.id)}>Open the price list</a> : null}
        </p>
      ) : null}
    </div>
  )
}
