import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { baseUrl, rest } from '../helpers/api'
import { freePort, ROOT } from '../helpers/stack'
import { SEED_LOGINS, TEST_KEYS } from '../helpers/test-keys'

/** A GET without automatic decompression: status, headers and the bytes as sent. */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl()}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

/** The process ids of a cluster primary's workers, read from /proc. */
function workersOf(primary: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      let stat = ''
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      } catch {
        return [] // gone since the listing
      }
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      return ppid === primary ? [Number(pid)] : []
    })
}

/** `node scripts/serve.mjs` with two workers, production settings and `env`, its output gathered as it comes. */
function serveTwoWorkers(port: number, env: Record<string, string>) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: TEST_KEYS.payloadSecret, WEB_CONCURRENCY: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = { output: '' }
  server.stdout.on('data', (chunk: Buffer) => (log.output += chunk))
  server.stderr.on('data', (chunk: Buffer) => (log.output += chunk))
  return { server, log }
}

/** A new database's settings: the file in `folder`, media beside the project. */
const newDatabaseIn = (folder: string) => ({ APP_ROOT: ROOT, DATABASE_URI: `file:${path.join(folder, 'shop.db')}` })

describe('the production server (scripts/serve.mjs)', () => {
  it('sends storefront pages gzip-compressed to browsers that accept it, and plain to others', async () => {
    for (const path of ['/', '/categories', '/sitemap.xml']) {
      const plain = await rawGet(path)
      const packed = await rawGet(path, { 'Accept-Encoding': 'gzip' })
      expect(plain.status).toBe(200)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(packed.headers['content-encoding']).toBe('gzip')
      expect(packed.headers.vary).toContain('Accept-Encoding')
      expect(gunzipSync(packed.body).toString('utf8')).toBe(plain.body.toString('utf8'))
      expect(packed.body.length).toBeLessThan(plain.body.length / 2)
    }
  })

  it('lets browsers keep the hashed build files for a year', async () => {
    const html = (await rawGet('/')).body.toString('utf8')
    const script = /<script[^>]+src="(\/js\/[^"]+\.js)"/.exec(html)?.[1]
    const style = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    expect(style).toBeDefined()
    for (const path of [script!, style!]) {
      const file = await rawGet(path, { 'Accept-Encoding': 'gzip' })
      expect(file.status).toBe(200)
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  it('sends the build files brotli-compressed to browsers that take it, gzip to the others, as built', async () => {
    const html = (await rawGet('/')).body.toString('utf8')
    const files = [/<script[^>]+src="(\/js\/[^"]+\.js)"/.exec(html)?.[1], /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]]
    for (const path of files) {
      expect(path).toBeDefined()
      const plain = await rawGet(path!)
      for (const [accept, coding, unpack] of [
        ['gzip', 'gzip', gunzipSync],
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ] as const) {
        const file = await rawGet(path!, { 'Accept-Encoding': accept })
        expect(file.headers['content-encoding']).toBe(coding)
        expect(file.headers.vary).toContain('Accept-Encoding')
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
        expect(unpack(file.body).equals(plain.body)).toBe(true)
      }
    }
  })

  it('asks for the colour-scheme hint on admin pages only, so a first visit to the shop loads its page once', async () => {
    for (const path of ['/', '/categories', '/api/shop/product']) {
      const answer = await rawGet(path)
      expect(answer.headers['critical-ch']).toBeUndefined()
      expect(answer.headers['accept-ch']).toBeUndefined()
    }
    const admin = await rawGet('/admin/login')
    expect(admin.headers['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(admin.headers['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  it('serves the admin and Payload REST API through Next.js as before', async () => {
    expect((await rawGet('/admin/login')).status).toBe(200)
    const rest = await rawGet('/api/categories?limit=1&depth=0')
    expect(rest.status).toBe(200)
    expect(JSON.parse(rest.body.toString('utf8')).docs).toHaveLength(1)
  })

  it('shows an edit of the site settings in the page heads on the next request', async () => {
    const before = await rest('GET', '/globals/site-settings?depth=0')
    expect(before.status).toBe(200)
    const phones = before.body.phones as { label: string; number: string }[]
    const changed = [{ label: 'Sales', number: '+91 99999 12345' }, ...phones.slice(1).map(({ label, number }) => ({ label, number }))]
    await rawGet('/')
    try {
      expect((await rest('POST', '/globals/site-settings', { phones: changed })).status).toBe(200)
      expect((await rawGet('/')).body.toString('utf8')).toContain('+91 99999 12345')
    } finally {
      await rest('POST', '/globals/site-settings', { phones: phones.map(({ label, number }) => ({ label, number })) })
    }
    expect((await rawGet('/')).body.toString('utf8')).not.toContain('+91 99999 12345')
  })

  it('refuses to start with a media bucket but no secret key: every worker stops at once with the reason, no stack trace', async () => {
    const port = await freePort()
    const { server, log } = serveTwoWorkers(port, { S3_BUCKET: 'shop-media', S3_ACCESS_KEY_ID: TEST_KEYS.s3AccessKeyId })
    const code = await new Promise<number | null>((resolve) => server.once('exit', (exitCode) => resolve(exitCode)))
    expect(code, log.output).toBe(78)
    expect(log.output).toContain('S3_BUCKET is set but S3_SECRET_ACCESS_KEY is not')
    expect(log.output).not.toMatch(/^\s+at /m)
    expect(log.output, 'no worker is replaced: it would stop the same way').not.toContain('starting a new one')
  }, 60_000)

  it('takes the port over from the first-start server: warmed up, it says so, and listens as soon as the port is free', async () => {
    const port = await freePort()
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-take-over-'))
    const readyFile = path.join(folder, 'ready')
    // The first-start server's stand-in: it holds the port until the built server has said it is ready.
    const early = http.createServer((_req, res) => res.end('first-start'))
    await new Promise<void>((resolve) => early.listen(port, '127.0.0.1', resolve))
    const { server, log } = serveTwoWorkers(port, { ...newDatabaseIn(folder), TAKE_OVER_PORT: readyFile })
    try {
      while (server.exitCode === null && !fs.existsSync(readyFile)) await new Promise((resolve) => setTimeout(resolve, 100))
      expect(fs.existsSync(readyFile), log.output).toBe(true)
      // Still the first-start server's port a moment later: the built server waits for it rather than failing.
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(await (await fetch(`http://127.0.0.1:${port}/api/health`)).text()).toBe('first-start')
      expect(server.exitCode).toBeNull()
      const closed = Date.now()
      await new Promise((resolve) => early.close(resolve))
      let answered: Response | undefined
      while (!answered && Date.now() - closed < 5_000) {
        answered = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined)
        if (!answered) await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(answered?.status, log.output).toBe(200)
      expect(Date.now() - closed, 'the port was taken within a second of being free').toBeLessThan(1_000)
      while (server.exitCode === null && !log.output.includes('(2 workers)')) await new Promise((resolve) => setTimeout(resolve, 250))
      expect(log.output, 'no worker died waiting for the port').not.toContain('starting a new one')
    } finally {
      early.close()
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
      fs.rmSync(folder, { recursive: true, force: true })
    }
  }, 120_000)

  it('starts two workers on a new, empty database: the first migrates it, the second starts after it, none is replaced; both read its backup age as +Inf', async () => {
    const metricsToken = 'metrics-token-for-a-new-database'
    const port = await freePort()
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-new-database-'))
    const { server, log } = serveTwoWorkers(port, { ...newDatabaseIn(folder), METRICS_TOKEN: metricsToken })
    try {
      while (server.exitCode === null && !log.output.includes('(2 workers)')) await new Promise((resolve) => setTimeout(resolve, 250))
      expect(log.output).toContain('(2 workers)')
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`)
      expect(ready.status, log.output).toBe(200)
      expect(log.output, 'no worker died migrating beside the other').not.toContain('starting a new one')
      expect(log.output).not.toMatch(/^\s+at /m)
      // No backup of this database exists (the shared test database may have one): +Inf survives the workers' messages.
      for (let i = 0; i < 3; i += 1) {
        const metrics = await fetch(`http://127.0.0.1:${port}/api/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })
        expect(metrics.status, log.output).toBe(200)
        expect(await metrics.text()).toMatch(/^shop_backup_age_seconds \+Inf$/m)
      }
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
      fs.rmSync(folder, { recursive: true, force: true })
    }
  }, 120_000)

  describe('started by hand (node scripts/serve.mjs) with two workers, on the embedded database, without PAYLOAD_SECRET', () => {
    const METRICS_TOKEN = 'metrics-token-for-a-server-started-by-hand'
    let server: ChildProcess
    let output = ''
    let url = ''

    beforeAll(async () => {
      const port = await freePort()
      url = `http://127.0.0.1:${port}`
      const { PAYLOAD_SECRET: _secret, ...environment } = process.env
      server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1'], {
        cwd: ROOT,
        env: {
          ...environment,
          NODE_ENV: 'production',
          WEB_CONCURRENCY: '2',
          METRICS_TOKEN,
          APP_ROOT: ROOT,
          DATABASE_URI: `file:${inject('databaseFile')}`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      server.stdout!.on('data', (chunk: Buffer) => (output += chunk))
      server.stderr!.on('data', (chunk: Buffer) => (output += chunk))
      let answer: Response | null = null
      // Ready once both workers have started (the second starts after the first: scripts/lib/cluster.mjs).
      while (server.exitCode === null && (answer?.status !== 200 || !output.includes('(2 workers)'))) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        answer = await fetch(`${url}/api/ready`).catch(() => null)
      }
    }, 120_000)
    afterAll(async () => {
      if (server?.exitCode !== null) return
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }, 60_000)

    it('serves with the secret kept in data/, as npm start does', async () => {
      expect(server.exitCode, output).toBeNull()
      const login = await fetch(`${url}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(SEED_LOGINS.orders),
      })
      expect(login.status, output).toBe(200)
      const { token } = (await login.json()) as { token: string }
      const me = await fetch(`${url}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })
      expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(SEED_LOGINS.orders.email)
    })

    it('answers its metrics from the listening workers while a worker that died is being replaced', async () => {
      const metrics = () => fetch(`${url}/api/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
      const [worker] = workersOf(server.pid!)
      expect(worker, output).toBeDefined()
      process.kill(worker, 'SIGKILL')
      while (!output.includes(`worker ${worker} exited`)) await new Promise((resolve) => setTimeout(resolve, 50))
      // The replacement takes seconds to load the app; meanwhile the other worker answers with its own figures.
      const during = await metrics()
      expect(during.status, output).toBe(200)
      expect(await during.text()).toMatch(/^http_requests_total\{/m)
      let after: Response | null = null
      for (let tries = 0; tries < 240 && after?.status !== 200; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        after = await metrics()
      }
      expect(after?.status, output).toBe(200)
    }, 90_000)
  })
})
