'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type Issued = { kind: 'invoice' | 'credit-note' | 'delivery-challan'; number: string }

const PATHS: Record<Issued['kind'], string> = { invoice: 'invoice', 'credit-note': 'creditNote', 'delivery-challan': 'deliveryChallan' }
const LABELS: Record<Issued['kind'], string> = { invoice: 'Invoice', 'credit-note': 'Credit note', 'delivery-challan': 'Delivery challan' }

/** On an order's admin page: the GST invoice, credit note or delivery challan issued for it, as PDF downloads (staff cookie). */
export function TaxDocumentDownloads() {
  const { id, initialData } = useDocumentInfo()
  const orderId = (initialData as { orderId?: string } | undefined)?.orderId
  const [issued, setIssued] = useState<Issued[] | null>(null)

  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    fetch(`/api/tax-documents?where[order][equals]=${encodeURIComponent(String(id))}&depth=0&select[kind]=true&select[number]=true`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((body: { docs: Issued[] }) => setIssued(body.docs))
      .catch(() => setIssued([]))
    return () => controller.abort()
  }, [id])

  if (!orderId || !issued) return null
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <label className="field-label">GST documents</label>
      {issued.length === 0 ? (
        <p style={{ margin: 0 }}>The invoice is issued when the order is shipped.</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {issued.map((document) => (
            <li key={document.kind}>
              <a href={`/api/shop/order/${PATHS[document.kind]}/${encodeURIComponent(orderId)}`} download>
                {LABELS[document.kind]} {document.number} (PDF)
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
