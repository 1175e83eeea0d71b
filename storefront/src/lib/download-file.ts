import { env } from '@/config/env'
import { failedCall } from '@/lib/api-client'
import { readSession } from '@/lib/session'

/**
 * A file the shop API serves to the signed-in buyer (an invoice's PDF at `/order/invoice/{orderId}`, the statement at
 * `/account/statement?format=csv`…; bearer), saved under the file name the server gives, else `fallbackName`. A bearer
 * call cannot be a plain link, so the file goes through a blob URL.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = readSession()?.token
  const response = await fetch(`${env.shopApiBase}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  if (!response.ok) throw failedCall(response.status, await response.json().catch(() => null), { token })
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
