import { JWT_AUTH_VERSION, type Payload } from 'payload'

import type { Customer } from '../../payload-types'
import { signedParts } from '../../lib/signed-token'
import { cached, forget } from '../../services/cache'

/**
 * The customer a shop API request's `Authorization: Bearer <token>` signs in, found without Payload's request set-up,
 * for the signed-in reads of the production server's fast path (docs/decisions/034-signed-in-reads.md). It accepts a
 * token exactly when Payload's JWT strategy would (node_modules/payload/dist/auth/strategies/jwt.js): an HS256
 * signature with Payload's secret, the auth version in the protected header, not expired, naming a customer that
 * exists and a session still on that customer. It answers undefined whenever it cannot be sure (any other token, a
 * staff token, an unknown session): the request then goes to Payload as before, so answers never differ.
 *
 * The customer's document is kept per process under the `customers` cache tag: an edit of the account (its hooks),
 * a session ended (services/auth/sessions) or a password reset clears it in every process within the stamps' check
 * interval, as a catalogue edit does. A session this process has not seen yet (a login elsewhere) reloads it once.
 */
/** `req.user` as Payload's JWT strategy sets it for a customer. */
export type SignedInCustomer = Customer & { collection: 'customers'; _strategy: string; _sid: string }

const COLLECTION = 'customers'
const PREFIX = 'Bearer '

type Claims = { id: string | number; sid: string }

/** The signed-in customer as Payload's JWT strategy sets `req.user`, or undefined when Payload must decide. */
export async function customerOfBearer(payload: Payload, authorization: string | undefined): Promise<SignedInCustomer | undefined> {
  if (!authorization?.startsWith(PREFIX) || !acceptsCustomerTokens(payload)) return undefined
  const claims = verifiedClaims(authorization.slice(PREFIX.length), payload.secret)
  if (!claims) return undefined
  const key = `signed-in-customer:${claims.id}`
  let customer = await cached(key, ['customers'], () => loadCustomer(payload, claims.id))
  if (customer && !hasSession(customer, claims.sid)) {
    forget(key)
    customer = await cached(key, ['customers'], () => loadCustomer(payload, claims.id))
  }
  if (!customer || !hasSession(customer, claims.sid)) return undefined
  return { ...customer, collection: COLLECTION, _strategy: 'local-jwt', _sid: claims.sid }
}

/** The customers collection signs in as this module assumes: local strategy with sessions, no email verification. */
function acceptsCustomerTokens(payload: Payload): boolean {
  const auth = payload.collections[COLLECTION]?.config.auth
  return Boolean(auth && !auth.disableLocalStrategy && !auth.verify && auth.useSessions)
}

const hasSession = (customer: Customer, sid: string) => (customer.sessions ?? []).some((session) => session.id === sid)

/** As Payload's strategy reads the account: by id, at the collection's auth depth, without access rules. */
async function loadCustomer(payload: Payload, id: string | number): Promise<Customer | null> {
  const depth = payload.collections[COLLECTION].config.auth.depth
  return payload.findByID({ collection: COLLECTION, id: String(id), depth, overrideAccess: true, disableErrors: true })
}

/** The claims of a valid customer token (signature, header, expiry, shape), or null. */
export function verifiedClaims(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): Claims | null {
  const signed = signedParts(token, secret)
  if (!signed) return null
  const { header: protectedHeader, claims } = signed
  if (protectedHeader.alg !== 'HS256' || protectedHeader.authVersion !== JWT_AUTH_VERSION) return null
  if ('crit' in protectedHeader || 'b64' in protectedHeader) return null
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null
  if ('nbf' in claims && !(typeof claims.nbf === 'number' && claims.nbf <= nowSeconds)) return null
  if ('iat' in claims && typeof claims.iat !== 'number') return null
  const { id, collection, sid } = claims
  if (collection !== COLLECTION || (typeof id !== 'string' && typeof id !== 'number') || typeof sid !== 'string') return null
  return { id, sid }
}
