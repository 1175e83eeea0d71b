import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { sessionToken, signedInUser } from './identity'

const SECRET = 'payload-secret-of-this-shop'

function token(claims: Record<string, unknown>, secret = SECRET): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${header}.${body}.${createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url')}`
}

describe('the signed-in user of a request, for its log line', () => {
  const exp = Math.floor(Date.now() / 1000) + 600

  it('names the account of a token this shop signed, from the header or the cookie', () => {
    const signed = token({ id: 'c-1', collection: 'customers', exp })
    expect(signedInUser(sessionToken(`Bearer ${signed}`, undefined), SECRET)).toEqual({ id: 'c-1', collection: 'customers' })
    expect(signedInUser(sessionToken(undefined, `a=b; payload-token=${signed}`), SECRET)).toEqual({ id: 'c-1', collection: 'customers' })
  })

  it('names nobody for a forged, expired or malformed token', () => {
    expect(signedInUser(token({ id: 'u-1', collection: 'users', exp }, 'another-secret'), SECRET)).toBeNull()
    expect(signedInUser(token({ id: 'u-1', collection: 'users', exp: 1 }), SECRET)).toBeNull()
    expect(signedInUser('not.a-token', SECRET)).toBeNull()
    expect(signedInUser(sessionToken('Basic abc', undefined), SECRET)).toBeNull()
  })
})
