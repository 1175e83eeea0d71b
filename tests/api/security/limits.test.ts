import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { DEFAULT_RATE_LIMITS } from '../../../cms/services/rate-limit/limits'
import { baseUrl, call, newIp, registerCustomer, request, staffToken } from '../../helpers/api'
import { upload } from '../../helpers/uploads'

/** Body limits, list-parameter caps, per-IP limits on discount checks and profile edits, and no 5xx from bad input. */
const api = (path: string) => `${baseUrl()}/api${path}`

/** An upload on its own connection from a fresh client address. */
const send = (path: string, size: number, headers: Record<string, string>) =>
  upload(api(path), size, { 'X-Forwarded-For': newIp(), ...headers })

type RawExchange = { reply: string; closedByServer: boolean }

/**
 * Sends `request` on a raw connection and collects what comes back until the server closes its side. The server is
 * given `closeWithinMs` from the first byte of its answer to close (then `closedByServer` is false: it kept the
 * connection open, waiting for the rest of the body; Node's keep-alive timeout alone would close it after 5 s).
 */
function exchange(request: string, closeWithinMs = 2_000): Promise<RawExchange> {
  const { hostname, port } = new URL(baseUrl())
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    let reply = ''
    let timer: NodeJS.Timeout | undefined
    const finish = (closedByServer: boolean) => {
      clearTimeout(timer)
      socket.destroy()
      resolve({ reply, closedByServer })
    }
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      reply += chunk
      timer ??= setTimeout(() => finish(false), closeWithinMs)
    })
    socket.on('end', () => finish(true))
    socket.on('error', reject)
    socket.write(request)
  })
}

describe('request bodies of Payload REST', () => {
  it('an anonymous request announcing 50 MB is answered 413 at once, and the server reads none of the rest', async () => {
    const head = [
      'POST /api/products HTTP/1.1',
      `Host: ${new URL(baseUrl()).host}`,
      `X-Forwarded-For: ${newIp()}`,
      'Content-Type: application/json',
      `Content-Length: ${50 * 1024 * 1024}`,
    ].join('\r\n')
    // Only 4 KB of the announced 50 MB are ever sent: an answer means the server did not wait for the body, and
    // closing its side at once means it will not read the rest either.
    const { reply, closedByServer } = await exchange(`${head}\r\n\r\n{"title":"${'x'.repeat(4096)}`)
    expect(reply).toMatch(/^HTTP\/1\.1 413 /)
    expect(reply).toMatch(/^content-type: application\/json/im)
    expect(reply).toMatch(/^connection: close/im)
    expect(JSON.parse(reply.slice(reply.indexOf('{'), reply.lastIndexOf('}') + 1)).message).toMatch(/1 MB/)
    expect(closedByServer).toBe(true)
    expect((await request('GET', api('/products?limit=1'))).status).toBe(200)
  })

  it('a client still uploading an announced 50 MB body reads the 413 before the connection closes', async () => {
    const size = 50 * 1024 * 1024
    const reply = await send('/products', size, { 'Content-Type': 'application/json', 'Content-Length': String(size) })
    expect(reply.status).toBe(413)
    expect(JSON.parse(reply.text).message).toMatch(/1 MB/)
  })

  it('a client that asks first (Expect: 100-continue) is told to go on only when its body is within the limit', async () => {
    const head = (length: number) =>
      [
        'POST /api/shop/enquiry HTTP/1.1',
        `Host: ${new URL(baseUrl()).host}`,
        `X-Forwarded-For: ${newIp()}`,
        'Content-Type: application/json',
        'Expect: 100-continue',
        `Content-Length: ${length}`,
      ].join('\r\n') + '\r\n\r\n'
    // No body is ever sent: the oversized request gets its 413 instead of a go-ahead, the small one its go-ahead.
    const oversized = await exchange(head(50 * 1024 * 1024))
    expect(oversized.reply).toMatch(/^HTTP\/1\.1 413 /)
    expect(oversized.reply).not.toMatch(/100 Continue/)
    expect(oversized.closedByServer).toBe(true)
    const small = await exchange(head(2), 500)
    expect(small.reply).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n$/)
  })

  it('a JSON body over 1 MB without a declared length is refused with 413', async () => {
    const anonymous = await send('/products', 2 * 1024 * 1024, { 'Content-Type': 'application/json' })
    expect(anonymous.status).toBe(413)
    const token = await staffToken('editor')
    const streamed = await send('/categories', 2 * 1024 * 1024, { 'Content-Type': 'application/json', Authorization: `JWT ${token}` })
    expect(streamed.status).toBe(413)
    expect(JSON.parse(streamed.text).message).toMatch(/1 MB/)
  })

  it('a media upload over 10 MB is refused with 413', async () => {
    const token = await staffToken('editor')
    const reply = await send('/media', 11 * 1024 * 1024, {
      'Content-Type': 'multipart/form-data; boundary=x',
      Authorization: `JWT ${token}`,
    })
    expect(reply.status).toBe(413)
  })
})

/** Query strings of Payload REST and the answer each gets, whether it comes as the address's query or in a body. */
const LIST_QUERIES: [string, number][] = [
  ['limit=100000', 400],
  ['limit=-1', 400],
  ['depth=50', 400],
  ['page=100000000000000000000', 400],
  ['page=abc', 400],
  ['limit=20&depth=1&page=2', 200],
  ['pagination=false', 400],
  ['pagination=true&limit=5', 200],
  ['select[name]=1e309', 400],
  ['select[name]=true&select[name]=-1', 400],
  ['select[name]=true&select[slug]=true', 200],
  ['limit=2&limit=3', 400],
  ['where[name][equals]=a&where[name][equals]=b', 400],
  ['where[or][0][name][like]=a&where[or][0][name][like]=b', 400],
  ['where[updatedAt][equals]=abc', 400],
  ['where[category.updatedAt][greater_than]=soon', 400],
  ['where[images][all]=x', 400],
  ['where[name][near]=1,2', 400],
  ['where=abc', 400],
  ['data=abc', 400],
  ['where[name][in]=a&where[name][in]=b', 200],
  ['where[updatedAt][greater_than]=2026-01-01&where[category.name][like]=sutures', 200],
]

/** Payload's method override: a POST whose form body is the query of a GET (the admin uses it for long queries). */
const overrideGet = (query: string, header = 'X-Payload-HTTP-Method-Override') =>
  request('POST', api('/products'), { raw: query, headers: { [header]: 'GET', 'Content-Type': 'application/x-www-form-urlencoded' } })

describe('list parameters', () => {
  it.each(LIST_QUERIES)('GET /api/products?%s → %i', async (query, status) => {
    const reply = await request('GET', api(`/products?${query}`))
    expect(reply.status, reply.text).toBe(status)
  })

  it.each(LIST_QUERIES)('POST /api/products overridden to GET with the body %s → %i', async (query, status) => {
    const reply = await overrideGet(query)
    expect(reply.status, reply.text).toBe(status)
    if (status === 200) expect(Array.isArray(reply.body.docs), reply.text).toBe(true)
  })

  it('the override is checked under either header name, and names the parameter', async () => {
    const reply = await overrideGet('where[name][equals]=a&where[name][equals]=b', 'X-HTTP-Method-Override')
    expect(reply.status, reply.text).toBe(400)
    expect(reply.body.errors).toEqual([{ field: 'where[name][equals]', message: 'must be given once, as one value' }])
  })

  it('an overridden query over 1 MB is refused with 413', async () => {
    const reply = await send('/products', 2 * 1024 * 1024, {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Payload-HTTP-Method-Override': 'GET',
    })
    expect(reply.status).toBe(413)
  })
})

describe('per-IP limits of the shop API', () => {
  it('discount-code checks', async () => {
    const ip = newIp()
    const { limit } = DEFAULT_RATE_LIMITS.discount
    for (let check = 0; check < limit; check += 1) {
      expect((await call('POST', '/discount', { ip, body: { code: `GUESS${check}`, cartTotal: 1000 } })).status).toBe(400)
    }
    const limited = await call('POST', '/discount', { ip, body: { code: 'GUESS', cartTotal: 1000 } })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('profile edits', async () => {
    const customer = await registerCustomer()
    const ip = newIp()
    const { limit } = DEFAULT_RATE_LIMITS.profileEdit
    const body = { name: customer.name, email: customer.email, phoneNumber: Number(customer.phoneNumber) }
    for (let edit = 0; edit < limit; edit += 1) {
      expect((await call('PATCH', '/user/editUser', { ip, token: customer.token, body })).status).toBe(200)
    }
    expect((await call('PATCH', '/user/editUser', { ip, token: customer.token, body })).status).toBe(429)
  })
})

describe('staff lockout', () => {
  it('failed logins lock the staff account only for the address they came from', async () => {
    const attacker = newIp()
    const attempt = (password: string, ip: string) =>
      request('POST', api('/users/login'), { ip, body: { email: 'editor@example.com', password } })
    const answers: number[] = []
    for (let guess = 0; guess < 6; guess += 1) answers.push((await attempt(`guess-${guess}`, attacker)).status)
    expect(answers.slice(0, 4)).toEqual([401, 401, 401, 401])
    expect(answers.slice(4)).toEqual([423, 423])
    expect((await attempt('Editor#12345', attacker)).status).toBe(423)
    expect((await attempt('Editor#12345', newIp())).status).toBe(200)
  })
})

describe('client input never causes a 500', () => {
  it.each([
    ['GET', '/api/media/file/no-such-file.png'],
    ['GET', '/api/media/file/..%2F..%2Fpackage.json'],
    ['GET', '/api/shop/%'],
    ['GET', '/api/shop/blog/blogSlug/%E0%A4%A'],
    ['GET', '/api/shop/blog/blogSlug/%'],
    ['GET', '/api/products?page=99999999999999999999'],
    ['POST', '/api/graphql'],
    ['GET', '/api/%'],
    ['GET', '/api/products/%E0%A4%A'],
  ])('%s %s', async (method, path) => {
    const reply = await request(
      method,
      `${baseUrl()}${path}`,
      method === 'POST' ? { raw: '{"query":', headers: { 'Content-Type': 'application/json' } } : {},
    )
    expect(reply.status, reply.text.slice(0, 300)).toBeGreaterThanOrEqual(400)
    expect(reply.status, reply.text.slice(0, 300)).toBeLessThan(500)
  })

  it.each(['/api/posts?where[title][like]=%', '/api/products?sort=%00', '/api/products?where[price][greater_than]=abc'])(
    'GET %s is answered (without a 5xx)',
    async (path) => {
      const reply = await request('GET', `${baseUrl()}${path}`)
      expect(reply.status, reply.text.slice(0, 300)).toBeLessThan(500)
    },
  )

  it('a customer deleting their account through REST is refused, not a 500', async () => {
    const customer = await registerCustomer()
    const reply = await request('DELETE', api(`/customers/${customer.id}`), { headers: { Authorization: `JWT ${customer.token}` } })
    expect(reply.status).toBe(403)
  })
})
