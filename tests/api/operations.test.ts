import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newIp, shopCall } from '../helpers/multi-server'
import { startStack, type Stack } from '../helpers/stack'

const METRICS_TOKEN = 'metrics-token-for-the-operations-test'

/** A GET on a connection of its own (so that a cluster's workers share the requests), with the answer's text. */
function get(
  baseUrl: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${pathname}`, { headers, agent: false }, (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }))
      })
      .on('error', reject)
  })
}

type LogLine = Record<string, unknown> & { reqId?: string; msg?: string }

/** The server's JSON log lines so far (tests/helpers/stack.ts writes its output to this file). */
function logLines(baseUrl: string): LogLine[] {
  const file = path.join(os.tmpdir(), `nuvo-test-server-${new URL(baseUrl).port}.log`)
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
}

/** The log's request lines of `reqId`, once the answer's line is written (it follows the answer). */
async function requestLines(baseUrl: string, reqId: string): Promise<LogLine[]> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const lines = logLines(baseUrl).filter((line) => line.msg === 'request' && line.reqId === reqId)
    if (lines.length > 0) return lines
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return []
}

describe('health, request logs and metrics of the production server (two workers)', () => {
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({ seed: false, extraEnv: { WEB_CONCURRENCY: '2', METRICS_TOKEN } })
  })
  afterAll(() => stack?.stop())

  it('answers /api/health, and /api/ready with 503 naming the database while its file cannot be read', async () => {
    expect((await get(stack.baseUrl, '/api/health')).status).toBe(200)
    const ready = await get(stack.baseUrl, '/api/ready')
    expect(ready.status, ready.text).toBe(200)
    expect(JSON.parse(ready.text)).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', catalogue: 'ok' } })

    const moved = `${stack.databaseFile}.moved`
    fs.renameSync(stack.databaseFile, moved)
    try {
      for (let i = 0; i < 2; i += 1) {
        const unready = await get(stack.baseUrl, '/api/ready')
        expect(unready.status).toBe(503)
        expect(JSON.parse(unready.text)).toMatchObject({ ready: false, checks: { database: 'the database file cannot be read (ENOENT)' } })
        expect((await get(stack.baseUrl, '/api/health')).status).toBe(200)
      }
    } finally {
      fs.renameSync(moved, stack.databaseFile)
    }
    expect((await get(stack.baseUrl, '/api/ready')).status).toBe(200)
  })

  it('logs one line per request under the id its answer carries, with neither the password nor the token', async () => {
    const phoneNumber = `9${String(Date.now()).slice(-9)}`
    const password = 'Log-Secret#2468'
    const registered = await shopCall(stack.baseUrl, 'POST', '/user', {
      body: { name: 'Dr Log Test', email: `log-${phoneNumber}@example.com`, password: 'First#13579', phoneNumber, countryCode: '+91' },
    })
    expect(registered.status).toBe(200)
    const customerId = registered.body.user._id as string

    const ip = newIp()
    const login = await fetch(`${stack.baseUrl}/api/shop/user/login?token=query-secret-123`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, 'X-Request-Id': 'proxy-login-0001' },
      body: JSON.stringify({ phoneNumber, countryCode: '+91', password: 'First#13579' }),
    })
    expect(login.status).toBe(200)
    expect(login.headers.get('x-request-id'), 'the id from the proxy is kept').toBe('proxy-login-0001')
    const { token } = (await login.json()) as { token: string }
    const wrong = await fetch(`${stack.baseUrl}/api/shop/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ phoneNumber, countryCode: '+91', password }),
    })
    expect(wrong.status).toBe(401)
    const signedIn = await get(stack.baseUrl, '/api/shop/category', { Authorization: `Bearer ${token}` })
    const page = await get(stack.baseUrl, '/admin/login')

    for (const [answer, method, expectedPath] of [
      [{ id: 'proxy-login-0001', status: 200 }, 'POST', '/api/shop/user/login?token=[masked]'],
      [{ id: wrong.headers.get('x-request-id')!, status: 401 }, 'POST', '/api/shop/user/login'],
      [{ id: String(signedIn.headers['x-request-id']), status: 200 }, 'GET', '/api/shop/category'],
      [{ id: String(page.headers['x-request-id']), status: 200 }, 'GET', '/admin/login'],
    ] as const) {
      expect(answer.id, 'every answer carries an id, the admin pages too').toMatch(/^[\w-]{8,}$/)
      const lines = await requestLines(stack.baseUrl, answer.id)
      expect(lines, `one line for ${method} ${expectedPath}`).toHaveLength(1)
      expect(lines[0]).toMatchObject({ method, path: expectedPath, status: answer.status })
      expect(typeof lines[0].durationMs).toBe('number')
      expect(typeof lines[0].pid).toBe('number')
      expect(typeof lines[0].time).toBe('number')
    }
    expect((await requestLines(stack.baseUrl, String(signedIn.headers['x-request-id'])))[0].customerId).toBe(customerId)

    const everything = logLines(stack.baseUrl)
      .map((line) => JSON.stringify(line))
      .join('\n')
    for (const secret of [
      password,
      'First#13579',
      token,
      token.split('.')[2],
      'query-secret-123',
      phoneNumber,
      `log-${phoneNumber}@example.com`,
    ]) {
      expect(everything, 'a secret or a contact detail reached the log').not.toContain(secret)
    }
  })

  it("serves the whole server's request counts to the metrics token only", async () => {
    const before = await get(stack.baseUrl, '/api/metrics', { Authorization: `Bearer ${METRICS_TOKEN}` })
    expect(before.status, before.text).toBe(200)
    expect(before.headers['content-type']).toContain('text/plain')
    const counted = (text: string) =>
      Number(/^http_requests_total\{method="HEAD",route="\/api\/health",status="200"\} (\d+)$/m.exec(text)?.[1] ?? 0)
    const ids = new Set<string>()
    for (let i = 0; i < 20; i += 1) {
      const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http.request(`${stack.baseUrl}/api/health`, { method: 'HEAD', agent: false }, resolve).on('error', reject).end(),
      )
      answer.resume()
      ids.add(String(answer.headers['x-request-id']))
    }
    // Requests on fresh connections are spread over both workers; each worker's own registry holds only its share.
    for (let i = 0; i < 3; i += 1) {
      const after = await get(stack.baseUrl, '/api/metrics', { Authorization: `Bearer ${METRICS_TOKEN}` })
      expect(counted(after.text) - counted(before.text)).toBe(20)
      expect(after.text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m)
      for (const name of [
        'shop_orders_placed_total',
        'shop_payment_failures_total',
        'shop_rate_limit_refusals_total',
        'shop_catalogue_refresh_seconds',
        'shop_backup_age_seconds',
      ]) {
        expect(after.text).toContain(`# TYPE ${name} `)
      }
      expect(after.text).toMatch(/^shop_catalogue_refresh_seconds_count [1-9]/m)
    }
    expect(ids.size, 'each answer has an id of its own').toBe(20)

    for (const headers of [{}, { Authorization: 'Bearer wrong-token-of-enough-length' }, { Authorization: METRICS_TOKEN }] as Record<
      string,
      string
    >[]) {
      const closed = await get(stack.baseUrl, '/api/metrics', headers)
      expect(closed.status).toBe(404)
      expect(closed.text).not.toContain('http_requests_total')
    }
  })

  it('answers 503 on /api/ready at once while a process drains after SIGTERM', async () => {
    const draining = await stack.startServer({ WEB_CONCURRENCY: '1' })
    expect((await get(draining.baseUrl, '/api/ready')).status).toBe(200)
    const socket = net.connect(Number(new URL(draining.baseUrl).port), '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk))
    const closed = new Promise((resolve) => socket.once('close', resolve))
    // A request under way (its headers half sent) keeps the connection open through the shutdown.
    await new Promise<void>((resolve) => socket.write('GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n', () => resolve()))
    await new Promise((resolve) => setTimeout(resolve, 200))
    process.kill(draining.pid, 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    socket.write('\r\n')
    await closed
    expect(answer).toMatch(/^HTTP\/1\.1 503 /)
    expect(answer).toContain('"process":"draining: the server is shutting down"')
  })
})
