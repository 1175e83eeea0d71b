import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TYPESCRIPT_NODE_ARGS } from '../../cms/lib/typescript-process.mjs'
import { removeClosedDatabase } from '../../cms/database'
import { freePort } from '../helpers/stack'

const ROOT = path.resolve(import.meta.dirname, '../..')

let server: ChildProcess
let base: string
let output = ''
const file = path.join(os.tmpdir(), `nuvo-int-first-start-${process.pid}-${Date.now()}.db`)

/** Resolves once `url` answers, or rejects with the server's output after `withinMs`. */
async function answering(url: string, withinMs: number): Promise<void> {
  const until = Date.now() + withinMs
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${output}`)
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${withinMs / 1000} s:\n${output}`)
}

beforeAll(async () => {
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = spawn(
    process.execPath,
    [...TYPESCRIPT_NODE_ARGS, 'scripts/first-start-server.ts', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URI: `file:${file}`, PAYLOAD_SECRET: 'first-start-secret', PUBLIC_URL: base },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk))
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk))
  await answering(`${base}/api/health`, 150_000)
})

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL')
  removeClosedDatabase(file)
})

describe('the shop served while its first build runs', () => {
  it("serves the storefront's pages, files, sitemap and robots.txt with the shop's security headers", async () => {
    const home = await fetch(`${base}/`)
    expect(home.status).toBe(200)
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(home.headers.get('x-content-type-options')).toBe('nosniff')
    expect(home.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(await home.text()).toContain('<div id="root">')
    expect((await fetch(`${base}/categories/no-such-category`)).status).toBe(404)
    expect((await fetch(`${base}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml')
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain(`Sitemap: ${base}/sitemap.xml`)
    expect(await (await fetch(`${base}/sitemap.xml`)).text()).toContain(`<loc>${base}/</loc>`)
  })

  it("answers the shop API, with its validation, and Payload's REST API behind its gate", async () => {
    const categories = await fetch(`${base}/api/shop/category`)
    expect(categories.status).toBe(200)
    expect(await categories.json()).toEqual({ data: [] })
    const bad = await fetch(`${base}/api/shop/product/single`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({}),
    })
    expect(bad.status).toBe(400)
    expect(await (await fetch(`${base}/api/users/me`)).json()).toMatchObject({ user: null })
    expect((await fetch(`${base}/api/customers`)).status).toBe(403)
    expect(await (await fetch(`${base}/api/ready`)).json()).toMatchObject({ ready: true })
  })

  it('answers the staff admin with a page that says it is being built and reloads itself', async () => {
    const admin = await fetch(`${base}/admin/collections/orders`)
    expect(admin.status).toBe(503)
    expect(admin.headers.get('retry-after')).toBe('10')
    const page = await admin.text()
    expect(page).toContain('<h1>The staff admin is being built</h1>')
    expect(page).toContain('<meta http-equiv="refresh" content="10">')
  })

  it('says so and exits when its port is taken, without a stack trace', async () => {
    const second = spawn(
      process.execPath,
      [...TYPESCRIPT_NODE_ARGS, 'scripts/first-start-server.ts', '--port', new URL(base).port, '--host', '127.0.0.1'],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URI: `file:${file}`, PAYLOAD_SECRET: 'first-start-secret', PUBLIC_URL: base },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let said = ''
    second.stdout!.on('data', (chunk: Buffer) => (said += chunk))
    second.stderr!.on('data', (chunk: Buffer) => (said += chunk))
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve))
    expect(code, said).toBe(1)
    expect(said).toContain(`✖ The shop cannot be served during the build: port ${new URL(base).port} is in use`)
    expect(said).not.toMatch(/^\s+at /m)
    expect((await fetch(`${base}/api/health`)).status).toBe(200)
  })

  it('stops at once when asked, giving the port back for the built server', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
    server.kill('SIGTERM')
    expect(await exited).toBe(0)
    await expect(fetch(`${base}/api/health`)).rejects.toThrow()
  })
})
