import http from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { retryAfterOn503 } from './retry-after.mjs'

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function answer(respond: (res: http.ServerResponse) => void): Promise<Response> {
  server = http.createServer((_req, res) => {
    retryAfterOn503(res)
    respond(res)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return fetch(`http://127.0.0.1:${port}/`)
}

describe('Retry-After on 503', () => {
  it('is added to a 503 that names no time', async () => {
    const res = await answer((res) => {
      res.writeHead(503, { 'Content-Type': 'application/json' })
      res.end('{}')
    })
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
  })

  it('keeps the time a 503 names itself, and leaves other answers alone', async () => {
    const own = await answer((res) => {
      res.statusCode = 503
      res.setHeader('Retry-After', '30')
      res.end()
    })
    expect(own.headers.get('retry-after')).toBe('30')
    const ok = await answer((res) => res.end('ok'))
    expect(ok.headers.get('retry-after')).toBeNull()
  })
})
