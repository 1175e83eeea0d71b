import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { closeGracefully, createOrderedServer } from './ordered-server.mjs'

type Respond = (req: IncomingMessage, res: ServerResponse) => Promise<void>

async function listening(respond: Respond) {
  const server = createOrderedServer(respond)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

describe('ordered server', () => {
  it('keeps an idle connection open longer than the proxy in front keeps its own, so the proxy never reuses one being closed', async () => {
    const caddyfile = fs.readFileSync(new URL('../../deploy/Caddyfile', import.meta.url), 'utf8')
    const proxyIdleMs = Number(/^\s*keepalive (\d+)s$/m.exec(caddyfile)?.[1]) * 1000
    expect(proxyIdleMs).toBeGreaterThanOrEqual(60_000)
    const { server } = await listening(async (_req, res) => void res.end('ok'))
    expect(server.keepAliveTimeout).toBeGreaterThan(proxyIdleMs)
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout)
    await closeGracefully(server)
  })

  it('starts requests in arrival order', async () => {
    const started: string[] = []
    const { server, url } = await listening(async (req, res) => {
      started.push(req.url ?? '')
      res.end('ok')
    })
    for (const path of ['/a', '/b', '/c']) await fetch(url + path)
    await closeGracefully(server)
    expect(started).toEqual(['/a', '/b', '/c'])
  })

  it('on shutdown finishes the requests in flight, then refuses new connections', async () => {
    let release!: () => void
    const slow = new Promise<void>((resolve) => (release = resolve))
    let received!: () => void
    const arrived = new Promise<void>((resolve) => (received = resolve))
    const { server, url } = await listening(async (_req, res) => {
      received()
      await slow
      res.end('finished')
    })
    const inFlight = fetch(url).then((response) => response.text())
    await arrived
    let closed = false
    const closing = closeGracefully(server, 5_000).then(() => (closed = true))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(closed).toBe(false)
    await expect(fetch(url)).rejects.toThrow()
    release()
    expect(await inFlight).toBe('finished')
    await closing
    expect(closed).toBe(true)
  })
})
