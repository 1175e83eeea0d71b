import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { signedParts } from './signed-token'

const SECRET = 'f00dfeedc0ffee0123456789abcdef01'
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

function token(claims: Record<string, unknown>, secret = SECRET): string {
  const signed = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`
}

describe('a signed token, checked once per process', () => {
  it('gives the header and claims of a good signature, the same answer when asked again', () => {
    const good = token({ id: 'c1', collection: 'customers' })
    const first = signedParts(good, SECRET)
    expect(first).toEqual({ header: { alg: 'HS256', typ: 'JWT' }, claims: { id: 'c1', collection: 'customers' } })
    expect(signedParts(good, SECRET)).toBe(first)
    expect(Object.isFrozen(first!.claims)).toBe(true)
  })

  it('refuses an altered token, or one checked before with another secret, after its original was accepted', () => {
    const good = token({ id: 'c1', collection: 'customers' })
    expect(signedParts(good, SECRET)).not.toBeNull()
    const [header, , signature] = good.split('.')
    expect(signedParts(`${header}.${part({ id: 'c2', collection: 'customers' })}.${signature}`, SECRET)).toBeNull()
    expect(signedParts(`${good}x`, SECRET)).toBeNull()
    expect(signedParts(good, 'another-secret-0123456789abcdef0')).toBeNull()
    expect(signedParts(token({ id: 'c1' }, 'another-secret-0123456789abcdef0'), SECRET)).toBeNull()
  })

  it('refuses what is not a signed JSON object', () => {
    const signedArray = `${part({ alg: 'HS256' })}.${part([1, 2])}`
    expect(signedParts(`${signedArray}.${createHmac('sha256', SECRET).update(signedArray).digest('base64url')}`, SECRET)).toBeNull()
    expect(signedParts('not.a-token', SECRET)).toBeNull()
  })
})
