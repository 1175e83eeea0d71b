import type { IssuedDocument } from '@contract'

import { env } from '@/config/env'
import { readSession } from '@/lib/session'
import { failedCall } from '@/lib/api-client'

/**
 * An issued document's PDF at the path the API lists it with (`/order/invoice/{orderId}`,
 * `/return/creditNote/{returnId}`…; bearer), saved under the file name the server gives (the document number). A
 * bearer call cannot be a plain link, so the file goes through a blob URL.
 */
export async function downloadTaxDocument(issued: Pick<IssuedDocument, 'path' | 'number'>): Promise<void> {
  const token = readSession()?.token
  const response = await fetch(`${env.shopApiBase}${issued.path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  if (!response.ok) throw failedCall(response.status, await response.json().catch(() => null), { token })
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `${issued.number}.pdf`
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
