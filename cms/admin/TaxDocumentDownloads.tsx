'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { orderDocumentsResponseSchema, type IssuedDocument } from '../contract/tax-document-kinds'
import { orderDocumentsUrl, taxDocumentLinks } from './tax-document-links'

/**
 * On an order's admin page: every tax document issued for it and its returns, as PDF downloads (staff cookie). Read
 * again when `registered` changes: the page tells it when the portal has registered one of them.
 */
export function TaxDocumentDownloads({ registered = '' }: { registered?: string }) {
  const { initialData } = useDocumentInfo()
  const orderId = (initialData as { orderId?: string } | undefined)?.orderId
  const [issued, setIssued] = useState<IssuedDocument[] | null>(null)

  useEffect(() => {
    if (!orderId) return
    const controller = new AbortController()
    fetch(orderDocumentsUrl(orderId), { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { data: [] }))
      .then((body: unknown) => setIssued(orderDocumentsResponseSchema.safeParse(body).data?.data ?? []))
      .catch(() => setIssued([]))
    return () => controller.abort()
  }, [orderId, registered])

  if (!orderId || !issued) return null
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <label className="field-label">GST documents</label>
      {issued.length === 0 ? (
        <p style={{ margin: 0 }}>The invoice is issued when the order is shipped.</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {taxDocumentLinks(issued).map((link) => (
            <li key={link.key}>
              <a href={link.href} download>
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
