import { env } from '@/config/env'
import { failedCall } from '@/lib/api-client'
import { readSession } from '@/lib/session'

export type StatementFormat = 'pdf' | 'csv'

/** `GET /account/statement?format=pdf|csv` (bearer), saved under the server's file name through a blob URL. */
export async function downloadStatement(format: StatementFormat): Promise<void> {
  const token = readSession()?.token
  const response = await fetch(`${env.shopApiBase}/account/statement?format=${format}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) throw failedCall(response.status, await response.json().catch(() => null), { token })
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `statement.${format}`
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
