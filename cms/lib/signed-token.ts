import { createHmac, timingSafeEqual } from 'node:crypto'

/** A token's protected header and claims, as signed. Shared between callers: never changed. */
export type SignedParts = { readonly header: Readonly<Record<string, unknown>>; readonly claims: Readonly<Record<string, unknown>> }

/**
 * Tokens whose signature this process has checked already, by their whole text: a signed-in buyer sends the same
 * token with every request, and the check (HMAC-SHA256 and two JSON parses) was a tenth of a signed-in read's CPU.
 * Only good signatures are kept; a token's text includes its signature, so an altered token is another key. What the
 * claims say (expiry, collection, session) is for the caller to check on every use. At most MAX_KEPT tokens, the oldest
 * dropped first.
 */
const MAX_KEPT = 2_000
const kept = new Map<string, { secret: string; parts: SignedParts }>()

/**
 * The header and claims of a compact JWT signed with HS256 and `secret` (a signature checked in constant time, in its
 * canonical base64url form), or null: any other token, a bad signature, parts that are not JSON objects.
 */
export function signedParts(token: string, secret: string): SignedParts | null {
  const known = kept.get(token)
  if (known?.secret === secret) return known.parts
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header, body, signature] = parts
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || given.toString('base64url') !== signature || !timingSafeEqual(given, expected)) return null
  const decoded = { header: jsonObject(header), claims: jsonObject(body) }
  if (!decoded.header || !decoded.claims) return null
  const signed: SignedParts = Object.freeze({ header: Object.freeze(decoded.header), claims: Object.freeze(decoded.claims) })
  kept.set(token, { secret, parts: signed })
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!)
  return signed
}

function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}
