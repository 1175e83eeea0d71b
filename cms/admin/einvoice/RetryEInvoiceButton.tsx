'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * On a tax document whose e-invoice failed, or whose e-way bill the portal refused: queues it again
 * (`POST /api/tax-documents/:id/einvoice/retry`) once the cause the error names is put right (Part B is corrected on
 * the order); the queue works it within moments, and a reload shows the outcome.
 */
export function RetryEInvoiceButton() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields['eInvoice.status']?.value)
  const billRefused = useFormFields(
    ([fields]) => Boolean(fields['eInvoice.ewayBill.error']?.value) && !fields['eInvoice.ewayBill.number']?.value,
  )
  const [outcome, setOutcome] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (id === undefined || id === null || (status !== 'failed' && !billRefused)) return null

  const retry = async () => {
    setBusy(true)
    try {
      const response = await fetch(`/api/tax-documents/${encodeURIComponent(String(id))}/einvoice/retry`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      setOutcome(body.message ?? (response.ok ? 'Queued for registration.' : `Refused (${response.status})`))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: '1.5rem' }}>
      {outcome ? (
        <p className="field-description" role="status">
          {outcome}
        </p>
      ) : (
        <Button buttonStyle="secondary" size="medium" disabled={busy} onClick={retry}>
          {status === 'failed' ? 'Retry e-invoice registration' : 'Ask again for the e-way bill'}
        </Button>
      )}
    </div>
  )
}
