import { signedParts } from '../../lib/signed-token'

export type SignedIn = { collection: string; id: string }

const TOKEN_COOKIE = 'payload-token'

/** The session token of a request: `Authorization: Bearer|JWT <token>`, or Payload's cookie. */
export function sessionToken(authorization: string | undefined, cookie: string | undefined): string | null {
  const bearer = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(authorization?.trim() ?? '')
  if (bearer) return bearer[1]
  for (const part of (cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === TOKEN_COOKIE && value.length > 0) return value.join('=')
  }
  return null
}

/**
 * Who a request's token names, for the request log: only a token that Payload signed (HS256 with its secret) and that
 * has not expired. The session list is not consulted (that takes a database read): a token signed out a moment ago
 * is still named, as the account that presented it.
 */
export function signedInUser(token: string | null, secret: string, now = Date.now()): SignedIn | null {
  const claims = token ? signedParts(token, secret)?.claims : undefined
  if (!claims) return null
  if (typeof claims.exp === 'number' && claims.exp * 1000 < now) return null
  if (typeof claims.id !== 'string' || typeof claims.collection !== 'string') return null
  return { collection: claims.collection, id: claims.id }
}
