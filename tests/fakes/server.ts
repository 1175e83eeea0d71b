import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: unknown }
export type FakeReply = { status: number; body: unknown }
export type FakeServer = { url: string; close(): Promise<void> }

/**
 * A tiny JSON HTTP server on loopback for standing in for a third-party API in tests. Every fake also answers
 * `GET /__inspect` with what it has recorded, so a test in another process (Playwright) can read it.
 */
export async function startJsonServer(
  route: (request: FakeRequest) => FakeReply | Promise<FakeReply>,
  inspect: () => unknown,
  reset: () => void,
): Promise<FakeServer> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    let body: unknown = raw
    try {
      body = raw ? JSON.parse(raw) : undefined
    } catch {
      body = raw
    }
    const [path, search = ''] = (req.url ?? '/').split('?')
    let reply: FakeReply
    if (req.method === 'GET' && path === '/__inspect') reply = { status: 200, body: inspect() }
    else if (req.method === 'POST' && path === '/__reset') {
      reset()
      reply = { status: 204, body: undefined }
    } else reply = await route({ method: req.method ?? 'GET', path, query: new URLSearchParams(search), headers: req.headers, body })
    res.writeHead(reply.status, { 'Content-Type': 'application/json' })
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
