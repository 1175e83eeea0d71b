import { randomInt } from 'node:crypto'
import { execFileSync } from 'node:child_process'

import { expect } from 'vitest'

import { SEED_LOGINS } from './test-keys'

/** Helpers for tests that talk to several server processes of one shop, each by its own base URL. */

export type Reply<T = Record<string, any>> = { status: number; body: T }

export const newIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`

export async function shopCall<T = Record<string, any>>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'X-Forwarded-For': options.ip ?? newIp(), ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${baseUrl}/api/shop${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // not JSON: kept as text so a failing assertion shows it
  }
  return { status: response.status, body: body as T }
}

/** A staff token of the seed's catalogue editor, from Payload's REST login. */
export async function editorToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SEED_LOGINS.admin),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** The worker processes of a cluster primary. */
export function childPids(pid: number): number[] {
  const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
  return out
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0)
}

/**
 * Receives `quantity` units of the first published product's first code, the one these tests order, into the main
 * warehouse in a far-off lot: every order reserves its units, and the seed holds only a few hundred.
 */
export async function stockFirstCode(baseUrl: string, quantity = 10_000): Promise<void> {
  const list = await fetch(`${baseUrl}/api/products?limit=1&depth=0&where[_status][equals]=published`)
  const product = ((await list.json()) as { docs: { variants: { codes: { shortCode: string }[] }[] }[] }).docs[0]
  const code = product.variants[0].codes[0].shortCode
  const reply = await fetch(`${baseUrl}/api/staff/stock/receipts`, {
    method: 'POST',
    headers: { Authorization: `JWT ${await editorToken(baseUrl)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ lines: [{ code, lot: 'TEST-PLENTY', expiry: '2035-12', quantity }] }),
  })
  expect(reply.status, await reply.text()).toBe(201)
}
