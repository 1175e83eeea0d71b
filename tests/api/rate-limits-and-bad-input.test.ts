import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { DEFAULT_RATE_LIMITS, type RateLimitBucket } from '../../cms/services/rate-limit/limits'
import { call, newIp, newPhone, registerCustomer, shopUrl, type Reply } from '../helpers/api'

const LIMITED: [RateLimitBucket, string][] = [
  ['login', '/user/login'],
  ['register', '/user'],
  ['forgotPassword', '/user/forgotPassword'],
  ['resetPassword', '/user/resetPassword'],
  ['enquiry', '/enquiry'],
]

/** Every POST of this teammate's part, with a body that passes its schema where that is harmless. */
const POSTS = [
  '/product/category',
  '/product/single',
  '/user',
  '/user/login',
  '/user/forgotPassword',
  '/user/resetPassword',
  '/address/create',
  '/address/delete',
  '/enquiry',
  '/verifyToken',
]

/**
 * A POST on a connection of its own: the server answers 413 without reading the whole body and may then close the
 * connection, which must not break the next test's pooled connection.
 */
function postOnOwnConnection(path: string, body: Buffer, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      shopUrl(path),
      { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newIp(), ...headers } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
      },
    )
    request.on('error', reject)
    for (let offset = 0; offset < body.length; offset += 64 * 1024) request.write(body.subarray(offset, offset + 64 * 1024))
    request.end()
  })
}

const expectJsonError = (reply: Reply, status: number) => {
  expect(reply.status, reply.text).toBe(status)
  expect(reply.headers.get('content-type')).toContain('application/json')
  expect(reply.body.message).toEqual(expect.any(String))
  expect(reply.text).not.toMatch(/\n\s+at |node_modules|Error:/)
}

describe('per-IP rate limits', () => {
  it.each(LIMITED)('%s: the request past the limit is a 429 with Retry-After; other addresses carry on', async (bucket, path) => {
    const ip = newIp()
    const { limit, windowSeconds } = DEFAULT_RATE_LIMITS[bucket]
    const replies = await Promise.all(Array.from({ length: limit }, () => call('POST', path, { ip, body: {} })))
    expect(replies.map((reply) => reply.status).filter((status) => status === 429)).toEqual([])
    const limited = await call('POST', path, { ip, body: {} })
    expectJsonError(limited, 429)
    expect(limited.body.message).toMatch(/try again/i)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
    expect((await call('POST', path, { body: {} })).status).toBe(400)
  })

  it('a forged left-most X-Forwarded-For entry does not escape the limit (the proxy’s entry counts)', async () => {
    const ip = newIp()
    const { limit } = DEFAULT_RATE_LIMITS.forgotPassword
    for (let index = 0; index < limit; index += 1) await call('POST', '/user/forgotPassword', { ip, body: {} })
    const forged = await call('POST', '/user/forgotPassword', { ip: `${newIp()}, ${ip}`, body: {} })
    expect(forged.status).toBe(429)
  })
})

describe('bad input', () => {
  it('a body over 1 MB is a 413, whether or not Content-Length announces it', async () => {
    const big = Buffer.from(JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }))
    for (const path of ['/user/login', '/enquiry', '/product/single']) {
      const announced = await postOnOwnConnection(path, big, { 'Content-Length': String(big.length) })
      expect(announced.status).toBe(413)
      expect(JSON.parse(announced.text).message).toEqual(expect.any(String))
      const chunked = await postOnOwnConnection(path, big, { 'Transfer-Encoding': 'chunked' })
      expect(chunked.status).toBe(413)
    }
  })

  it.each(POSTS)('%s: malformed JSON is a 400 with a message, never a 500', async (path) => {
    const customer = path.startsWith('/address') ? await registerCustomer() : undefined
    for (const raw of ['{"name":', '{bad json}', '\u0000\u0001', '[1,2', 'undefined']) {
      const reply = await call('POST', path, { raw, token: customer?.token, headers: { 'Content-Type': 'application/json' } })
      if (path === '/verifyToken') expect(reply.status).toBe(customer ? 200 : 401)
      else expectJsonError(reply, 400)
    }
  })

  it('a JSON value that is not an object is a 400', async () => {
    for (const raw of ['[]', '"text"', '42', 'null', 'true']) {
      expectJsonError(await call('POST', '/user/login', { raw, headers: { 'Content-Type': 'application/json' } }), 400)
    }
  })

  it('an object or array where a string or number belongs is a 400 naming the field', async () => {
    const reply = await call('POST', '/user/login', { body: { phoneNumber: { $gt: '' }, password: ['a'], countryCode: '+91' } })
    expectJsonError(reply, 400)
    expect(reply.body.errors.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining(['phoneNumber', 'password']))
    const slug = await call('POST', '/product/single', { body: { slugName: { $ne: null } } })
    expectJsonError(slug, 400)
    expect(slug.body.errors[0].field).toBe('slugName')
  })

  it('unknown fields are ignored', async () => {
    const phoneNumber = newPhone()
    const reply = await call('POST', '/user', {
      body: {
        name: 'Extra',
        email: `extra-${phoneNumber}@example.com`,
        password: 'secret1',
        phoneNumber,
        countryCode: '+91',
        roles: ['admin'],
        collection: 'users',
        id: 'x',
      },
    })
    expect(reply.status).toBe(200)
    expect(reply.body.user).not.toHaveProperty('roles')
    expect(reply.body.user._id).not.toBe('x')
  })

  it('an unknown /api/shop path is a JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/no-such-call', '/user/login/extra', '/product/single/x/y', '/']) {
        expectJsonError(await call(method, path, method === 'GET' ? {} : { body: {} }), 404)
      }
    }
    expectJsonError(await call('GET', '/user/login'), 404)
    expectJsonError(await call('DELETE', '/category'), 404)
  })
})
