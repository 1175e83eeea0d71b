import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { startFakeRazorpay } from '../fakes/razorpay'
import { startFakeResend } from '../fakes/resend'
import { TEST_KEYS } from './test-keys'
import { removeClosedDatabase } from '../../cms/database'
import { TYPESCRIPT_NODE_ARGS } from '../../cms/lib/typescript-process.mjs'

export const ROOT = path.resolve(import.meta.dirname, '../..')

export type Server = {
  baseUrl: string
  /** The server process (the cluster's primary when it runs several workers). */
  pid: number
  stop(): Promise<void>
}

export type Stack = {
  baseUrl: string
  razorpayUrl: string
  resendUrl: string
  databaseFile: string
  /** The process of the server at `baseUrl`. */
  pid: number
  /** Starts one more server process on the same database and fakes, as another container of the shop would be. */
  startServer(extraEnv?: Record<string, string>): Promise<Server>
  /** Stops the servers and the fakes, and removes the database unless it is to be looked at afterwards. */
  stop(options?: { keepDatabase?: boolean }): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before answering`)
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`)
}

type SharedStores = { baseUrl: string; databaseFile: string; razorpayUrl: string; resendUrl: string }

/** The environment of a test server of the shop at `baseUrl`, on `databaseFile` and the fakes. */
function serverEnv(
  { baseUrl, databaseFile, razorpayUrl, resendUrl }: SharedStores,
  extraEnv: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    APP_ROOT: ROOT,
    DATABASE_URI: `file:${databaseFile}`,
    PAYLOAD_SECRET: TEST_KEYS.payloadSecret,
    PUBLIC_URL: baseUrl,
    PORT: new URL(baseUrl).port,
    RAZORPAY_KEY_ID: TEST_KEYS.razorpayKeyId,
    RAZORPAY_KEY_SECRET: TEST_KEYS.razorpayKeySecret,
    RAZORPAY_WEBHOOK_SECRET: TEST_KEYS.razorpayWebhookSecret,
    RAZORPAY_BASE_URL: razorpayUrl,
    RESEND_API_KEY: TEST_KEYS.resendApiKey,
    RESEND_BASE_URL: resendUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    TRUST_PROXY: '1',
    // One process per server unless a test asks for more: the suite runs several servers on a small machine.
    WEB_CONCURRENCY: '1',
    // Production servers back up at 02:00 India time by default; a test server's database is not worth keeping.
    BACKUP_SCHEDULE: 'off',
    // Nor do they email catalogue editors about expiring certificates (tests/int/certificate-digest.test.ts does).
    CERTIFICATE_DIGEST_SCHEDULE: 'off',
    STOCK_ALERT_SCHEDULE: 'off',
    ...extraEnv,
  }
}

/**
 * One more server process beside a running stack (the API suite's, from `inject`): on its database and fakes, as
 * another container of the shop would be.
 */
export async function startServerBeside(stack: SharedStores): Promise<Server> {
  return startServerProcess(serverEnv(stack), await freePort())
}

/**
 * A production build of the shop on a fresh seeded SQLite file, with local fakes for Razorpay and Resend, on a free
 * loopback port. The build must exist already (`npm run build`; scripts/test.mjs does it).
 */
export async function startStack(options: { seed?: boolean; extraEnv?: Record<string, string> } = {}): Promise<Stack> {
  const razorpay = await startFakeRazorpay(TEST_KEYS.razorpayKeyId, TEST_KEYS.razorpayKeySecret)
  const resend = await startFakeResend()
  const port = await freePort()
  const databaseFile = path.join(os.tmpdir(), `nuvo-test-${process.pid}-${Date.now()}.db`)
  const baseUrl = `http://127.0.0.1:${port}`
  const env = serverEnv({ baseUrl, databaseFile, razorpayUrl: razorpay.url, resendUrl: resend.url }, options.extraEnv)
  if (options.seed !== false) {
    // Not spawnSync: fakes in this process (S3) must go on answering while the seed uploads its images.
    const seeded = await runToEnd(process.execPath, [...TYPESCRIPT_NODE_ARGS, 'seed/run.ts'], { ...env, NODE_ENV: 'development' })
    if (seeded.status !== 0) throw new Error(`Seeding the test database failed:\n${seeded.output}`)
  }
  const servers: Server[] = []
  const startServer = async (extraEnv: Record<string, string> = {}, serverPort?: number) => {
    const server = await startServerProcess({ ...env, ...extraEnv }, serverPort ?? (await freePort()))
    servers.push(server)
    return server
  }
  const first = await startServer({}, port)
  return {
    baseUrl,
    razorpayUrl: razorpay.url,
    resendUrl: resend.url,
    databaseFile,
    pid: first.pid,
    startServer: (extraEnv) => startServer(extraEnv),
    async stop({ keepDatabase = false } = {}) {
      await Promise.all(servers.map((server) => server.stop()))
      await Promise.all([razorpay.close(), resend.close()])
      if (!keepDatabase) removeClosedDatabase(databaseFile)
    },
  }
}

/** Runs a command in the project root to its end, keeping this process's event loop free meanwhile. */
function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.once('error', reject)
    child.once('close', (status) => resolve({ status, output }))
  })
}

/** The production server (scripts/serve.mjs) on `port` with `env`, once it answers the shop API. */
async function startServerProcess(env: NodeJS.ProcessEnv, port: number): Promise<Server> {
  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const log = fs.createWriteStream(path.join(os.tmpdir(), `nuvo-test-server-${port}.log`))
  server.stdout?.pipe(log)
  server.stderr?.pipe(log)
  // Several workers start one after another (scripts/lib/cluster.mjs): the server is whole once the primary says so.
  let said = ''
  const whole = new Promise<void>((resolve) => {
    const listen = (chunk: Buffer) => {
      said = (said + chunk.toString('utf8')).slice(-4096)
      if (said.includes('✓ Ready on')) {
        server.stdout?.off('data', listen)
        resolve()
      }
    }
    server.stdout?.on('data', listen)
  })
  await waitForServer(`${baseUrl}/api/shop/category`, server, 90_000)
  await Promise.race([
    whole,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('The server answered, but not every worker started within 90 s')), 90_000).unref(),
    ),
  ])
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  return {
    baseUrl,
    pid: server.pid!,
    async stop() {
      if (server.pid && server.exitCode === null && server.signalCode === null) {
        try {
          process.kill(-server.pid, 'SIGTERM')
        } catch {
          server.kill('SIGTERM')
        }
        await exited
      }
    },
  }
}
