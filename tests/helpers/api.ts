import { randomInt } from 'node:crypto'

import { expect, inject } from 'vitest'

import type { SentEmail } from '../fakes/resend'
import { SEED_LOGINS } from './test-keys'

/** HTTP helpers of the shop API tests (vitest project `api`): calls, customers, staff, the fake mail service. */

export type Reply<T = Record<string, any>> = { status: number; body: T; text: string; headers: Headers }

export const baseUrl = () => inject('baseUrl')
export const shopUrl = (path: string) => `${inject('baseUrl')}/api/shop${path}`

/** A fresh client address per call unless one is given: per-IP rate limits never couple tests (the stack trusts one proxy). */
export function newIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
}

export type CallOptions = {
  token?: string
  body?: unknown
  raw?: string | Uint8Array
  ip?: string
  headers?: Record<string, string>
}

/** One HTTP call to `<base>/api/shop<path>`; the answer's JSON (or text) with status and headers. */
export async function call<T = Record<string, any>>(method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
  return request<T>(method, shopUrl(path), options)
}

/** Same as `call`, for any URL of the server (Payload's REST API, static files). */
export async function request<T = Record<string, any>>(method: string, url: string, options: CallOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'X-Forwarded-For': options.ip ?? newIp(), ...options.headers }
  if (options.token) headers.Authorization ??= `Bearer ${options.token}`
  let body: string | Uint8Array | undefined = options.raw
  if (options.body !== undefined) {
    headers['Content-Type'] ??= 'application/json'
    body = JSON.stringify(options.body)
  }
  const response = await fetch(url, { method, headers, body: body as BodyInit | undefined, redirect: 'follow' })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // not JSON: kept as text so a failing assertion shows it
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers }
}

export const get = <T = Record<string, any>>(path: string, token?: string) => call<T>('GET', path, { token })
export const post = <T = Record<string, any>>(path: string, body: unknown, token?: string, ip?: string) =>
  call<T>('POST', path, { body, token, ip })

/** Ten random digits starting with 9: a phone number no other test uses. */
export const newPhone = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`

export type TestCustomer = {
  token: string
  id: string
  name: string
  email: string
  phoneNumber: string
  countryCode: string
  password: string
}

/** Registers a customer through `POST /user` and returns the token it answers. */
export async function registerCustomer(overrides: Partial<Omit<TestCustomer, 'token' | 'id'>> = {}): Promise<TestCustomer> {
  const phoneNumber = overrides.phoneNumber ?? newPhone()
  const input = {
    name: overrides.name ?? `Dr Test ${phoneNumber.slice(-4)}`,
    email: overrides.email ?? `customer-${phoneNumber}@example.com`,
    password: overrides.password ?? 'secret123',
    phoneNumber,
    countryCode: overrides.countryCode ?? '+91',
  }
  const reply = await post('/user', input)
  expect(reply.status, reply.text).toBe(200)
  expect(reply.body.responseCode).toBe('SUCCESS')
  return { ...input, token: reply.body.token, id: reply.body.user._id }
}

const staffTokens = new Map<string, Promise<string>>()

/** A staff JWT from the seed's logins (admin by default), for editing the catalogue through Payload's REST API. */
export function staffToken(who: 'admin' | 'editor' | 'orders' = 'admin'): Promise<string> {
  if (!staffTokens.has(who)) {
    staffTokens.set(
      who,
      (async () => {
        const reply = await request('POST', `${baseUrl()}/api/users/login`, { body: SEED_LOGINS[who] })
        expect(reply.status, reply.text).toBe(200)
        return reply.body.token as string
      })(),
    )
  }
  return staffTokens.get(who)!
}

/** Payload's own REST API as staff: `rest('PATCH', '/products/<id>', body)`. */
export async function rest<T = Record<string, any>>(method: string, path: string, body?: unknown): Promise<Reply<T>> {
  return request<T>(method, `${baseUrl()}/api${path}`, { body, headers: { Authorization: `JWT ${await staffToken()}` } })
}

/** Everything the fake Resend API has recorded so far. */
export async function sentEmails(): Promise<SentEmail[]> {
  const response = await fetch(`${inject('resendUrl')}/__inspect`)
  return ((await response.json()) as { sent: SentEmail[] }).sent
}

/** The emails sent to `address` (newest last). */
export async function emailsTo(address: string): Promise<SentEmail[]> {
  return (await sentEmails()).filter((email) => email.to.some((to) => to.toLowerCase() === address.toLowerCase()))
}

/** The emails sent to `address` once there are at least `count` (emails go out after the answer), newest last. */
export async function waitForEmailsTo(address: string, count = 1, timeoutMs = 10_000): Promise<SentEmail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const emails = await emailsTo(address)
    if (emails.length >= count || Date.now() > deadline) return emails
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Makes the fake mail provider answer `ms` later (0 undoes it). */
export async function slowDownEmail(ms: number): Promise<void> {
  await fetch(`${inject('resendUrl')}/__delay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ms }),
  })
}

/** Secrets no shop API answer may ever carry. */
export const FORBIDDEN_KEYS = [
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'password',
  'staffNotes',
]

/** Every object key in a JSON value, at any depth. */
export function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep)
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)])
  return []
}
