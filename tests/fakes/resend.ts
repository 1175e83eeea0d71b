import { randomUUID } from 'node:crypto'

import { startJsonServer, type FakeServer } from './server'

export type SentEmail = {
  id: string
  from: string
  to: string[]
  subject: string
  html?: string
  text?: string
  /** Files as the SDK sends them: the content in base64. */
  attachments?: { filename: string; content: string }[]
}

/**
 * Stands in for the Resend API: `POST /emails` is recorded; `GET /__inspect` lists what was "sent". `POST /__delay
 * {ms}` makes every later send that much slower (a slow mail provider), `{ms: 0}` undoes it.
 */
export async function startFakeResend(): Promise<FakeServer & { sent: SentEmail[] }> {
  const sent: SentEmail[] = []
  let delayMs = 0
  const server = await startJsonServer(
    async ({ method, path, headers, body }) => {
      if (method === 'POST' && path === '/__delay') {
        delayMs = Number((body as { ms?: unknown } | undefined)?.ms ?? 0)
        return { status: 204, body: undefined }
      }
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
      if (!String(headers.authorization ?? '').startsWith('Bearer ')) {
        return { status: 401, body: { name: 'missing_api_key', message: 'Missing API key' } }
      }
      if (method === 'POST' && path === '/emails') {
        const email = body as Omit<SentEmail, 'id' | 'to'> & { to: string | string[] }
        const id = randomUUID()
        sent.push({ ...email, id, to: Array.isArray(email.to) ? email.to : [email.to] })
        return { status: 200, body: { id } }
      }
      return { status: 404, body: { name: 'not_found', message: `No fake for ${method} ${path}` } }
    },
    () => ({ sent }),
    () => sent.splice(0),
  )
  return Object.assign(server, { sent })
}
