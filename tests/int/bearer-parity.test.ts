import { createHmac } from 'node:crypto'

import { jwtSign, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { customerOfBearer } from '../../cms/endpoints/fast-path/bearer'
import { endSessions } from '../../cms/services/auth/sessions'
import { makeCustomer, makeStaff } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

/**
 * The signed-in reads' token check (cms/endpoints/fast-path/bearer.ts) re-implements Payload's JWT strategy. Here
 * each token of a matrix is put to both, in this order, on one real Payload: whenever the shortcut names a customer,
 * Payload names the same one; whenever Payload refuses, the shortcut refuses too. The shortcut may leave a token
 * Payload accepts to Payload (the request then takes Payload's path): those cases are listed and checked, so a new
 * one shows up here.
 */

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('bearer-parity'))
})
afterAll(() => cleanup())

type Claims = Record<string, unknown>
type Verdicts = { name: string; payload: string | null; shortcut: string | undefined }

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const claimsOf = (token: string): Claims => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Claims

/** A token signed by Payload's own signer with Payload's secret (or another), expiring in `seconds` (past when negative). */
async function signed(claims: Claims, seconds: number, secret = payload.secret): Promise<string> {
  const { exp: _exp, iat: _iat, ...fields } = claims
  return (await jwtSign({ fieldsToSign: fields, secret, tokenExpiration: seconds })).token
}

/** A token with a protected header of our choosing, signed with Payload's secret. */
function handSigned(header: Claims, claims: Claims): string {
  const content = `${part(header)}.${part(claims)}`
  return `${content}.${createHmac('sha256', payload.secret).update(content).digest('base64url')}`
}

async function login(collection: 'customers' | 'users', data: Record<string, string>): Promise<string> {
  const { token } = await payload.login({ collection, data: data as never })
  if (!token) throw new Error(`no token for ${collection}`)
  return token
}

/** Who Payload's own authentication takes `token` for (`collection:id`), and who the shortcut takes it for. */
async function verdicts(name: string, token: string): Promise<Verdicts> {
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `Bearer ${token}` }) })
  const customer = await customerOfBearer(payload, `Bearer ${token}`)
  return {
    name,
    payload: user ? `${user.collection}:${user.id}` : null,
    shortcut: customer ? `${customer.collection}:${customer.id}` : undefined,
  }
}

it('the bearer shortcut never names a customer Payload would not, and refuses every token Payload refuses', async () => {
  const buyer = await makeCustomer(payload)
  const other = await makeCustomer(payload)
  const leaving = await makeCustomer(payload)
  const staff = await makeStaff(payload, ['admin'])
  const asBuyer = () => login('customers', { username: buyer.username!, password: 'buyer-pass-1' })
  const valid = await asBuyer()
  const loggedOut = await asBuyer()
  const leavingToken = await login('customers', { username: leaving.username!, password: 'buyer-pass-1' })
  const staffToken = await login('users', { email: staff.email, password: 'staff-pass-1' })
  const claims = claimsOf(valid)
  const [header, body, signature] = valid.split('.')
  const flip = (text: string) => `${text.slice(0, -2)}${text.endsWith('AA') ? 'BB' : 'AA'}`
  const live = Math.floor(Date.now() / 1000) + 3600

  const results: Verdicts[] = []
  const check = async (name: string, token: string) => results.push(await verdicts(name, token))

  await check("a customer's token from a real login", valid)
  await check('the same session, re-signed by Payload', await signed(claims, 600))
  await check('a token of a session later ended by logout, while still live', loggedOut)
  await check('a token of a customer later deleted, while they still exist', leavingToken)
  await check("a staff user's token", staffToken)
  await check('the same claims, expired a minute ago', await signed(claims, -60))
  await check('the same claims, expiring this second', await signed(claims, 0))
  await check('claims altered after signing (another customer)', `${header}.${part({ ...claims, id: other.id })}.${signature}`)
  await check('claims altered after signing (a later expiry)', `${header}.${part({ ...claims, exp: live + 86_400 })}.${signature}`)
  await check('a signature altered', `${header}.${body}.${flip(signature)}`)
  await check('signed with another secret', await signed(claims, 600, 'another-secret-0123456789abcdef0123'))
  await check('a session id that is not on the account', await signed({ ...claims, sid: 'not-a-session' }, 600))
  await check('no session id', await signed({ id: claims.id, collection: 'customers', email: claims.email }, 600))
  await check("a customer's id in a staff token's collection", await signed({ ...claims, collection: 'users' }, 600))
  await check('no auth version in the header', handSigned({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: live }))
  await check('another auth version in the header', handSigned({ alg: 'HS256', typ: 'JWT', authVersion: 99 }, { ...claims, exp: live }))
  await check(
    'not valid before an hour from now',
    handSigned({ alg: 'HS256', typ: 'JWT', authVersion: 1 }, { ...claims, exp: live, nbf: live }),
  )
  await check('the header claims no signature ("none")', `${part({ alg: 'none', typ: 'JWT', authVersion: 1 })}.${body}.`)
  await check('two parts', `${header}.${body}`)
  await check('garbage', 'not-a-token')
  await check('empty', '')

  await endSessions(payload, 'customers', buyer.id, (sid) => sid !== claimsOf(loggedOut).sid)
  await payload.delete({ collection: 'customers', id: leaving.id })
  await check('a session ended by logout', loggedOut)
  await check('a customer deleted', leavingToken)
  await check("the buyer's other session, after the logout", valid)

  const wrong = results.filter(
    (result) =>
      (result.shortcut !== undefined && result.shortcut !== result.payload) || (result.payload === null && result.shortcut !== undefined),
  )
  expect(wrong, 'the shortcut names a customer Payload does not').toEqual([])

  const named = results.filter((result) => result.shortcut !== undefined).map((result) => result.name)
  expect(named).toEqual([
    "a customer's token from a real login",
    'the same session, re-signed by Payload',
    'a token of a session later ended by logout, while still live',
    'a token of a customer later deleted, while they still exist',
    "the buyer's other session, after the logout",
  ])
  // Tokens Payload accepts that the shortcut leaves to Payload's own path.
  const leftToPayload = results.filter((result) => result.payload !== null && result.shortcut === undefined).map((result) => result.name)
  expect(leftToPayload).toEqual(["a staff user's token"])
})
