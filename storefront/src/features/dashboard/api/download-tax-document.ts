import { env } from '@/config/env'
import { readSession } from '@/lib/session'
import { failedCall } from '@/lib/api-client'

export type TaxDocumentKind = 'invoice' | 'creditNote' | 'deliveryChallan'

/**
 * `GET /order/invoice/{orderId}`, `/order/creditNote/{orderId}` or `/order/deliveryChallan/{orderId}` (bearer): the PDF, saved under the file name the
 * server gives (the document number). A bearer call cannot be a plain link, so the file goes through a blob URL.
 */
export async function downloadTaxDocument(kind: TaxDocumentKind, orderId: string): Promise<void> {
  const token = readSession()?.token
  const response = await fetch(`${env.shopApiBase}/order/${kind}/${encodeURIComponent(orderId)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) throw failedCall(response.status, await response.json().catch(() => null), { token })
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `${orderId}.pdf`
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
