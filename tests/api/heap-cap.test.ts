import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { freePort, ROOT, startStack, type Server, type Stack } from '../helpers/stack'
import { TEST_KEYS } from '../helpers/test-keys'

/** The heap cap of the server's worker processes (WORKER_HEAP_MB, scripts/lib/heap-cap.mjs), on an unseeded shop. */
let stack: Stack
beforeAll(async () => {
  stack = await startStack({ seed: false })
}, 120_000)
afterAll(() => stack?.stop())

/** The processes `pid` started (none is no error, unlike `ps --ppid`). */
const childPids = (pid: number) =>
  fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)

/** The --max-old-space-size flags a process was started with. */
const capFlags = (pid: number) =>
  fs
    .readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--max-old-space-size='))

/** Runs `check` against one more server process with `env`, stopped afterwards. */
async function withServer(env: Record<string, string>, check: (server: Server) => Promise<void>) {
  const server = await stack.startServer(env)
  try {
    await check(server)
  } finally {
    await server.stop()
  }
}

describe('the heap cap of a server process', () => {
  it('a single-process server serves from a child capped at the default, and stays uncapped itself', async () => {
    const [child] = childPids(stack.pid)
    expect(capFlags(child)).toEqual(['--max-old-space-size=384'])
    expect(capFlags(stack.pid)).toEqual([])
    expect((await fetch(`${stack.baseUrl}/api/shop/category`)).status).toBe(200)
  })

  it('a worker whose cap is too small to start is replaced with a doubled cap, and the log says what to set', async () => {
    await withServer({ WORKER_HEAP_MB: '16' }, async (server) => {
      expect((await fetch(`${server.baseUrl}/api/shop/category`)).status).toBe(200)
      const [child] = childPids(server.pid)
      const [flag] = capFlags(child)
      const mb = Number(flag.split('=')[1])
      expect(mb).toBeGreaterThanOrEqual(32)
      const log = fs.readFileSync(path.join(os.tmpdir(), `nuvo-test-server-${new URL(server.baseUrl).port}.log`), 'utf8')
      expect(log).toContain(`ran out of heap at its cap of 16 MB; starting a new one with 32 MB. Set WORKER_HEAP_MB=32 or more`)
      expect(log).toContain(`Set WORKER_HEAP_MB=${mb} or more`)
    })
  }, 90_000)

  it('every worker of a cluster runs with the cap', async () => {
    await withServer({ WEB_CONCURRENCY: '2', WORKER_HEAP_MB: '200' }, async (server) => {
      const workers = childPids(server.pid)
      expect(workers).toHaveLength(2)
      for (const worker of workers) expect(capFlags(worker)).toEqual(['--max-old-space-size=200'])
      expect(capFlags(server.pid)).toEqual([])
    })
  }, 90_000)

  it('a cluster worker whose cap is too small to start is replaced with twice its cap, and the workers after it start with that', async () => {
    await withServer({ WEB_CONCURRENCY: '2', WORKER_HEAP_MB: '16' }, async (server) => {
      // The server answers once one worker listens; the other may still be on its way up.
      await vi.waitFor(() => expect(childPids(server.pid)).toHaveLength(2), { timeout: 30_000, interval: 200 })
      for (const worker of childPids(server.pid)) expect(Number(capFlags(worker)[0]?.split('=')[1])).toBeGreaterThanOrEqual(32)
      expect((await fetch(`${server.baseUrl}/api/shop/category`)).status).toBe(200)
      const log = fs.readFileSync(path.join(os.tmpdir(), `nuvo-test-server-${new URL(server.baseUrl).port}.log`), 'utf8')
      // The first worker cannot start with 16 MB: it is named with its cap, and its replacement gets twice it. The
      // second worker starts after the first listens (scripts/lib/cluster.mjs), already with the raised cap.
      expect(log.match(/ran out of heap at its cap of 16 MB; starting a new one with 32 MB/g)).toHaveLength(1)
      for (const [, had, got] of log.matchAll(/at its cap of (\d+) MB; starting a new one with (\d+) MB/g))
        expect(Number(got)).toBe(2 * Number(had))
      expect(log).not.toMatch(/exited \(SIGABRT\)/)
    })
  }, 90_000)

  it('a cap the operator gives in NODE_OPTIONS is left alone', async () => {
    await withServer({ NODE_OPTIONS: '--max-old-space-size=600', WORKER_HEAP_MB: '256' }, async (server) => {
      expect(childPids(server.pid)).toEqual([])
      expect((await fetch(`${server.baseUrl}/api/shop/category`)).status).toBe(200)
    })
  }, 90_000)

  it('a capped single process that stops on a wrong setting exits with its code, not started again', async () => {
    const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(await freePort()), '--host', '127.0.0.1'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PAYLOAD_SECRET: TEST_KEYS.payloadSecret,
        WEB_CONCURRENCY: '1',
        S3_BUCKET: 'shop-media',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    server.stdout.on('data', (chunk: Buffer) => (output += chunk))
    server.stderr.on('data', (chunk: Buffer) => (output += chunk))
    const code = await new Promise<number | null>((resolve) => server.once('exit', (exitCode) => resolve(exitCode)))
    expect(code, output).toBe(78)
    expect(output).toContain('S3_BUCKET is set but')
    expect(output).not.toContain('starting a new one')
  }, 60_000)

  it('a wrong worker count or heap cap stops the server before it starts anything, with 78 and the setting named', async () => {
    for (const [name, value] of [
      ['WEB_CONCURRENCY', 'two'],
      ['WORKER_HEAP_MB', '8'],
    ]) {
      const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(await freePort()), '--host', '127.0.0.1'], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: TEST_KEYS.payloadSecret, [name]: value },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      server.stderr.on('data', (chunk: Buffer) => (output += chunk))
      const code = await new Promise<number | null>((resolve) => server.once('exit', (exitCode) => resolve(exitCode)))
      expect(code, output).toBe(78)
      expect(output).toContain(`${name} must be`)
    }
  }, 30_000)
})
