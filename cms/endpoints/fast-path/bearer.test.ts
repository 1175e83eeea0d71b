import { createHmac } from 'node:crypto'

import { jwtSign } from 'payload'
import { describe, expect, it } from 'vitest'

import { verifiedClaims } from './bearer'

const SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const CLAIMS = { id: 'customer-1', collection: 'customers', email: 'buyer@example.com', sid: 'session-1' }

/** A token as Payload's login issues it (its own signer), valid for `seconds`. */
async function payloadToken(fields: Record<string, unknown> = CLAIMS, seconds = 3600, secret = SECRET): Promise<string> {
  return (await jwtSign({ fieldsToSign: fields, secret, tokenExpiration: seconds })).token
}

/** A token signed with the right secret but a header and claims of our choosing. */
function handMade(header: Record<string, unknown>, claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const signed = `${part(header)}.${part(claims)}`
  return `${signed}.${createHmac('sha256', SECRET).update(signed).digest('base64url')}`
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

describe("a customer's bearer token, verified as Payload's JWT strategy does", () => {
  it("accepts Payload's own token and reads the customer and the session from it", async () => {
    expect(verifiedClaims(await payloadToken(), SECRET)).toEqual({ id: 'customer-1', sid: 'session-1' })
  })

  it('refuses a token signed with another secret, or altered after signing', async () => {
    expect(verifiedClaims(await payloadToken(CLAIMS, 3600, 'another-secret-0123456789abcdef'), SECRET)).toBeNull()
    const [header, , signature] = (await payloadToken()).split('.')
    const altered = Buffer.from(JSON.stringify({ ...CLAIMS, id: 'customer-2', exp: inAnHour() })).toString('base64url')
    expect(verifiedClaims(`${header}.${altered}.${signature}`, SECRET)).toBeNull()
    expect(verifiedClaims('not.a-token', SECRET)).toBeNull()
  })

  it('refuses an expired token (at the second it expires, as Payload does)', async () => {
    const token = await payloadToken(CLAIMS, 60)
    const exp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp as number
    expect(verifiedClaims(token, SECRET, exp - 1)).not.toBeNull()
    expect(verifiedClaims(token, SECRET, exp)).toBeNull()
  })

  it('leaves staff tokens, tokens without a session and other formats to Payload', async () => {
    expect(verifiedClaims(await payloadToken({ ...CLAIMS, collection: 'users' }), SECRET)).toBeNull()
    expect(verifiedClaims(await payloadToken({ id: 'customer-1', collection: 'customers' }), SECRET)).toBeNull()
    const claims = { ...CLAIMS, exp: inAnHour() }
    expect(verifiedClaims(handMade({ alg: 'HS256', typ: 'JWT', authVersion: 1 }, claims), SECRET)).not.toBeNull()
    expect(verifiedClaims(handMade({ alg: 'HS256', typ: 'JWT' }, claims), SECRET)).toBeNull()
    expect(verifiedClaims(handMade({ alg: 'HS256', authVersion: 1, crit: ['b64'], b64: false }, claims), SECRET)).toBeNull()
    expect(verifiedClaims(handMade({ alg: 'HS256', authVersion: 1 }, { ...claims, nbf: inAnHour() }), SECRET)).toBeNull()
    expect(verifiedClaims(handMade({ alg: 'HS256', authVersion: 1 }, { ...CLAIMS }), SECRET)).toBeNull()
  })
})
